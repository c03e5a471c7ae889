import type { FastifyPluginAsync } from 'fastify';
import type { OverviewStats } from '../../../domain/stats';
import { requireUser, signedIn } from '../../auth/guards';
import type { Database } from '../../db/client';
import { adminOverview, driverOverview, partnerOverview } from './repository';

/** D16: the Quick Overview's real figures, each role seeing only what is theirs. */
export const statsRoutes: FastifyPluginAsync<{ db: Database; timeZone: string }> = async (app, { db, timeZone }) => {
  app.get('/api/stats/overview', { onRequest: signedIn }, async (request): Promise<OverviewStats> => {
    const user = requireUser(request);
    if (user.role === 'admin') return adminOverview(db, timeZone);
    if (user.role === 'driver') return driverOverview(db, user.id, timeZone);
    return partnerOverview(db, user.id);
  });
};
