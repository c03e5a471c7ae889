import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyProfile } from '../../../domain/company';
import { tripViewResponse } from '../../../domain/trip-view';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { tripView } from './service';

/**
 * A rider's trip page (docs/decisions/115-trip-page.md): public, behind its private link. Never kept by a browser or a
 * proxy, never indexed, and the link never sent on as a referrer. Any text is a token: one that opens nothing is 404
 * whatever its length or letters, so a guess learns nothing from the answer.
 */
const tokenParams = z.object({ token: z.string() });
const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};
/** A rider reloads now and then; a guesser is held to this. */
const PER_MINUTE = 60;

export const tripPageRoutes: FastifyPluginAsyncZod<{
  db: Database;
  company: CompanyProfile;
  mapStyleUrl: string | undefined;
  webRoot: string | undefined;
}> = async (app, { db, company, mapStyleUrl, webRoot }) => {
  const pageFile = webRoot && path.join(webRoot, 'trip.html');
  const page = pageFile && existsSync(pageFile) ? readFileSync(pageFile) : undefined;

  app.get(
    '/api/trip/:token',
    {
      schema: { params: tokenParams, response: { 200: tripViewResponse } },
      config: { rateLimit: { max: PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return tripView(db, request.params.token, { company, mapStyleUrl });
    },
  );

  // The page itself answers as its link stands (200, 404, 410); its script reads the same answer and draws it.
  app.get(
    '/t/:token',
    {
      // A page, not part of the API: the same HTML whatever the link's state, which its script then reads.
      schema: { hide: true, params: tokenParams },
      config: { rateLimit: { max: PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      let status = 200;
      try {
        await tripView(db, request.params.token, { company, mapStyleUrl });
      } catch (error) {
        if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 410)) throw error;
        status = error.statusCode;
      }
      if (!page) throw new HttpError(status === 200 ? 503 : status, 'The trip page is not built on this server');
      return reply.status(status).type('text/html; charset=utf-8').send(page);
    },
  );
};
