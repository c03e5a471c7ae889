import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimFileInput,
  claimFileResponse,
  claimFileSummaryResponse,
  MAX_CLAIM_FILE_BYTES,
} from '../../../domain/claim-answer';
import type { ApiTokenScope } from '../../../domain/api-token';
import { pageOf } from '../../../domain/page';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { claimFileById, listClaimFiles, postClaimFile } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/**
 * The clearinghouse's files (docs/decisions/101-posting-claim-answers.md): uploaded on the Claims screen or posted by
 * an integration. Administrators only.
 */
export const claimFileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // An integration posts the clearinghouse's files with a claims:write token and reads them back with claims:read.
  const admin = (action: string, tokenScopes: readonly ApiTokenScope[]) => ({
    ...onlyFor('admin'),
    tokenScopes,
    audit: { action, entity: 'claim_file' },
  });

  app.post(
    '/api/claim-files',
    {
      // The JSON around the file's text; a file of thousands of claims is a few megabytes.
      bodyLimit: MAX_CLAIM_FILE_BYTES + 64 * 1024,
      schema: {
        body: claimFileInput,
        response: {
          200: claimFileResponse.describe('The same file was posted before: nothing was posted again'),
          201: claimFileResponse,
        },
      },
      config: admin('claim_file.post', ['claims:write']),
    },
    async (request, reply) => {
      const { created, file } = await postClaimFile(db, request.body, request.user?.id ?? null);
      request.auditEntityId = file.id;
      return reply.status(created ? 201 : 200).send(file);
    },
  );

  app.get(
    '/api/claim-files',
    {
      schema: { querystring: z.object(pageQuery), response: { 200: pageOf(claimFileSummaryResponse) } },
      config: admin('claim_file.list', ['claims:read']),
    },
    async (request) => listClaimFiles(db, request.query),
  );

  app.get(
    '/api/claim-files/:id',
    {
      schema: { params: idParams, response: { 200: claimFileResponse } },
      config: admin('claim_file.read', ['claims:read']),
    },
    async (request) => claimFileById(db, request.params.id),
  );
};
