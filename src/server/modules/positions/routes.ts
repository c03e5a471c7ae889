import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../domain/page';
import { dayPositionsQuery, dayPositionsResponse, positionInput } from '../../../domain/position';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { dayPositions, recordPosition } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** The drivers' positions for the day board's map (docs/decisions/055-day-map-and-positions.md). */
export const positionRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string; mapStyleUrl: string | undefined }> = async (app, { db, timeZone, mapStyleUrl }) => {
  app.post(
    '/api/jobs/:id/positions',
    {
      schema: { params: idParams, body: positionInput, response: { 204: noContent } },
      // Not audited one by one: a phone sends one every 30 seconds, and the position is its own record.
      config: { ...onlyFor('driver') },
    },
    async (request, reply) => {
      await recordPosition(db, caller(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/dispatch/positions',
    {
      schema: { querystring: dayPositionsQuery, response: { 200: dayPositionsResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'dispatch.positions', entity: 'driver' } },
    },
    async (request) => dayPositions(db, { date: request.query.date, timeZone, mapStyleUrl }),
  );
};
