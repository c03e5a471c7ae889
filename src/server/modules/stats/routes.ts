import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewStatsSchema } from '../../../domain/stats';
import { caller, forSignedIn } from '../../auth/access';
import type { Database } from '../../db/client';
import { quickOverview } from './service';

/** Decision 032: the Quick Overview's real figures, each role seeing only what is theirs. */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (app, { db, timeZone }) => {
  app.get(
    '/api/stats/overview',
    { schema: { response: { 200: overviewStatsSchema } }, config: forSignedIn },
    async (request) => quickOverview(db, caller(request), timeZone),
  );
};
