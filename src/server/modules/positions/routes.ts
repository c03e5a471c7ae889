import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../domain/page';
import { dayPositionsQuery, dayPositionsResponse, positionInput } from '../../../domain/position';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { dayPositions, recordPosition } from './service';

/**
 * How many positions one driver may send for one leg in a minute (docs/decisions/055-day-map-and-positions.md,
 * amended by docs/decisions/076-keyed-proof-chain.md): the phone sends one every 30 seconds and, after a failed
 * send, tries again every 5 seconds, so at most 12; beyond this the answer is 429 with Retry-After, nothing kept.
 */
export const POSITIONS_PER_MINUTE = 20;

/** Counted per driver and leg, whatever the address: one phone on a shared network must not hold back another. */
const perDriverAndLeg = (request: FastifyRequest) =>
  `positions:${request.user?.id ?? request.ip}:${(request.params as { id?: string }).id ?? ''}`;

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** The drivers' positions for the day board's map (docs/decisions/055-day-map-and-positions.md). */
export const positionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  timeZone: string;
  mapStyleUrl: string | undefined;
}> = async (app, { db, timeZone, mapStyleUrl }) => {
  app.post(
    '/api/jobs/:id/positions',
    {
      schema: { params: idParams, body: positionInput, response: { 204: noContent } },
      // Not audited one by one: a phone sends one every 30 seconds, and the position is its own record. The
      // limit's hook runs after the session is read and the role checked, so it counts a driver's own sends.
      config: {
        ...onlyFor('driver'),
        rateLimit: { max: POSITIONS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perDriverAndLeg },
      },
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
