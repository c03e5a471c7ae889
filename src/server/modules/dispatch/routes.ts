import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dispatchDayQuery, dispatchDayResponse } from '../../../domain/dispatch';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { loadPolicies } from '../policies/service';
import { dispatchDay } from './service';

/** The dispatcher's day board (docs/decisions/051-day-board.md): administrators only, like every list of everyone's jobs. */
export const dispatchRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  app.get(
    '/api/dispatch/day',
    {
      schema: { querystring: dispatchDayQuery, response: { 200: dispatchDayResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'dispatch.day', entity: 'job' } },
    },
    async (request) => dispatchDay(db, { date: request.query.date, timeZone, policy: (await loadPolicies(db)).trip }),
  );
};
