import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobResponse } from '../../../domain/job';
import { arrivalSchema, cancelJobSchema, partnerCancelSchema } from '../../../domain/trip';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import { zodFieldErrors } from '../../validation';
import { loadPolicies } from '../policies/service';
import { cancelJob, recordArrival, recordNoShow, recordPickup, riderReady } from './trip-actions';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
// Checked against the caller's role: an administrator names who asked; a partner is the one asking.
const cancelBody = z
  .record(z.string(), z.unknown())
  .describe(
    '{ reason, requestedBy, note, cancelReturn } from an administrator; { reason, note, cancelReturn } from a partner',
  );

/** A trip over its day (docs/decisions/047-legs-returns-cancellations.md): cancel, rider ready, arrival, pickup, no-show. */
export const tripRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (app, { db, timeZone }) => {
  app.post(
    '/api/jobs/:id/cancel',
    {
      schema: { params: idParams, body: cancelBody, response: { 200: jobResponse } },
      config: { ...onlyFor('admin', 'referral_partner'), audit: { action: 'job.cancel', entity: 'job' } },
    },
    async (request) => {
      const user = caller(request);
      if (user.role !== 'admin') {
        const parsed = partnerCancelSchema.safeParse(request.body);
        if (!parsed.success) throw badRequest('Please correct the highlighted fields', zodFieldErrors(parsed.error));
        return cancelJob(db, user, request.params.id, parsed.data, timeZone, (await loadPolicies(db)).trip);
      }
      const parsed = cancelJobSchema.safeParse(request.body);
      if (!parsed.success) throw badRequest('Please correct the highlighted fields', zodFieldErrors(parsed.error));
      return cancelJob(db, user, request.params.id, parsed.data, timeZone, (await loadPolicies(db)).trip);
    },
  );

  app.post(
    '/api/jobs/:id/rider-ready',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'job.rider_ready', entity: 'job' } },
    },
    async (request) => riderReady(db, request.params.id, timeZone, (await loadPolicies(db)).trip),
  );

  app.post(
    '/api/jobs/:id/arrival',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'job.arrival', entity: 'job' } },
    },
    async (request) => {
      // A phone without a location fix sends nothing: arrival is recorded all the same.
      const parsed = arrivalSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('Please correct the highlighted fields', zodFieldErrors(parsed.error));
      return recordArrival(db, caller(request), request.params.id, parsed.data);
    },
  );

  app.post(
    '/api/jobs/:id/pickup',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'job.pickup', entity: 'job' } },
    },
    async (request) => recordPickup(db, caller(request), request.params.id),
  );

  app.post(
    '/api/jobs/:id/no-show',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'job.no_show', entity: 'job' } },
    },
    async (request) => recordNoShow(db, caller(request), request.params.id, (await loadPolicies(db)).trip),
  );
};
