import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReferralSchema, type ReferrerDefaults } from '../../../domain/referral';
import { REFERRAL_STATUSES } from '../../../domain/statuses';
import { allow, requireRole } from '../../auth/guards';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { idempotent } from '../../idempotency';
import { findReferral, findReferralForChange, insertReferral, latestReferrerDetails, listReferrals, toReferral, updateReferral } from './repository';
import { referralStatusChange } from '../../../domain/referral-status';
import { referralUpdateSchema } from '../../../domain/job';
import { conflict, notFound } from '../../errors';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

export interface ReferralRouteOptions {
  db: Database;
  timeZone: string;
  /** Referrals one address may submit per hour. */
  submitLimit: number;
}

export const referralRoutes: FastifyPluginAsyncZod<ReferralRouteOptions> = async (app, { db, timeZone, submitLimit }) => {
  const body = createReferralSchema({ timeZone });

  // D4: anyone may refer a ride; a signed-in partner's referral is recorded as theirs.
  app.post(
    '/api/referrals',
    { schema: { body }, config: { rateLimit: { max: submitLimit, timeWindow: '1 hour' }, audit: { action: 'referral.create', entity: 'referral' } } },
    async (request, reply) => {
      const { notes, ...fields } = request.body;
      const result = await idempotent(db, request, 'referrals.create', async (tx) => {
        const row = await insertReferral(tx, { ...fields, notes: notes || null, submittedByUserId: request.user?.id ?? null });
        return { statusCode: 201, body: toReferral(row) };
      });
      request.auditEntityId = (result.body as { id: string }).id;
      return reply.status(result.statusCode).send(result.body);
    },
  );

  // D4, D20: an admin reads all referrals, a partner only their own; drivers have no access.
  app.get(
    '/api/referrals',
    {
      onRequest: allow('admin', 'referral_partner'),
      schema: { querystring: z.object({ status: z.enum(REFERRAL_STATUSES).optional(), ...pageQuery }) },
      config: { audit: { action: 'referral.list', entity: 'referral' } },
    },
    async (request) => {
      const user = requireRole(request, 'admin', 'referral_partner');
      const { status, limit, cursor } = request.query;
      return listReferrals(db, { status, limit, cursor, submittedBy: user.role === 'admin' ? undefined : user.id });
    },
  );

  // D4: an admin, or the partner who sent it; anyone else is told it does not exist.
  app.get('/api/referrals/:id', { onRequest: allow('admin', 'referral_partner'), schema: { params: idParams }, config: { audit: { action: 'referral.read', entity: 'referral' } } }, async (request) => {
    const user = requireRole(request, 'admin', 'referral_partner');
    const row = await findReferral(db, request.params.id);
    if (!row || (user.role !== 'admin' && row.submittedByUserId !== user.id)) throw notFound();
    return toReferral(row);
  });

  // D13: an admin changes a referral's status (cancel included) or notes.
  app.put('/api/referrals/:id', { onRequest: allow('admin'), schema: { params: idParams, body: referralUpdateSchema }, config: { audit: { action: 'referral.update', entity: 'referral' } } }, async (request) => {
    requireRole(request, 'admin');
    const row = await db.transaction(async (tx) => {
      const current = await findReferralForChange(tx, request.params.id);
      if (!current) throw notFound();
      const { status } = request.body;
      if (status) {
        const decision = referralStatusChange(current.status, status, { hasJob: current.hasJob, cause: 'admin' });
        if (!decision.allowed) throw conflict(decision.reason, { status: decision.reason });
      }
      return updateReferral(tx, current.id, request.body);
    });
    return toReferral(row!);
  });

  app.get('/api/referrals/referrer-defaults', { onRequest: allow('referral_partner') }, async (request): Promise<ReferrerDefaults> => {
    const user = requireRole(request, 'referral_partner');
    const latest = await latestReferrerDetails(db, user.id);
    return (
      latest ?? {
        referrerName: [user.firstName, user.lastName].filter(Boolean).join(' '),
        referrerCompany: '',
        referrerPhone: '',
        referrerEmail: user.email ?? '',
      }
    );
  });
};
