import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canDriverMove, jobListQuery, jobSchema, jobStatusSchema } from '../../../domain/job';
import { statusText } from '../../../domain/statuses';
import { allow, requireRole } from '../../auth/guards';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { jobs } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import { idempotent } from '../../idempotency';
import { zodFieldErrors } from '../../validation';
import { findJob, listDriverJobs, listJobs, toJob } from './repository';
import { createJob, drivingDriver, moveJob, returnReferralToQueue, updateJob } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
// Checked in the handler against the caller's role; the description is what the OpenAPI document shows.
const jobUpdateBody = z.record(z.string(), z.unknown()).describe('An admin sends the whole job, as for POST /api/jobs; a driver sends only { "status" }.');
const invalid = (error: z.ZodError) => new HttpError(400, 'Please correct the highlighted fields', zodFieldErrors(error));

export const jobRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (app, { db, timeZone }) => {
  const respond = async (id: string) => toJob((await findJob(db, id))!);

  app.get('/api/jobs', { onRequest: allow('admin'), schema: { querystring: jobListQuery.extend(pageQuery) }, config: { audit: { action: 'job.list', entity: 'job' } } }, async (request) => {
    requireRole(request, 'admin');
    return listJobs(db, { ...request.query, timeZone });
  });

  // D4: an admin, or the driver whose jobs they are; another driver's list is "not found".
  app.get(
    '/api/jobs/driver/:driverId',
    {
      onRequest: allow('admin', 'driver'),
      schema: { params: z.object({ driverId: z.uuid({ error: 'Not found' }) }), querystring: z.object(pageQuery) },
      config: { audit: { action: 'job.list', entity: 'driver' } },
    },
    async (request) => {
      const user = requireRole(request, 'admin', 'driver');
      if (user.role === 'driver') {
        const mine = await drivingDriver(db, user.id);
        if (mine.id !== request.params.driverId) throw notFound();
      }
      return listDriverJobs(db, request.params.driverId, request.query.limit, request.query.cursor);
    },
  );

  app.post('/api/jobs', { onRequest: allow('admin'), schema: { body: jobSchema }, config: { audit: { action: 'job.create', entity: 'job' } } }, async (request, reply) => {
    requireRole(request, 'admin');
    const result = await idempotent(db, request, 'jobs.create', async (tx) => {
      const row = await createJob(tx, request.body);
      return { statusCode: 201, body: row.id };
    });
    request.auditEntityId = result.body as string;
    return reply.status(result.statusCode).send(await respond(result.body as string));
  });

  // An admin edits the whole job; a driver sends only a status, along D15's path.
  app.put('/api/jobs/:id', { onRequest: allow('admin', 'driver'), schema: { params: idParams, body: jobUpdateBody }, config: { audit: { action: 'job.update', entity: 'job' } } }, async (request) => {
    const user = requireRole(request, 'admin', 'driver');
    const id = request.params.id;
    if (user.role === 'admin') {
      const parsed = jobSchema.safeParse(request.body);
      if (!parsed.success) throw invalid(parsed.error);
      await db.transaction((tx) => updateJob(tx, id, parsed.data));
      return respond(id);
    }
    if (Object.keys(request.body).some((key) => key !== 'status')) throw forbidden('Drivers may only change the status of a job');
    const parsed = jobStatusSchema.safeParse(request.body);
    if (!parsed.success) throw invalid(parsed.error);
    const driver = await drivingDriver(db, user.id);
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update').limit(1);
      if (!current || current.assignedDriverId !== driver.id) throw notFound();
      const next = parsed.data.status;
      if (!canDriverMove(current.status, next)) {
        throw conflict(`A job cannot go from ${statusText(current.status)} to ${statusText(next)}`);
      }
      await moveJob(tx, current, next);
    });
    return respond(id);
  });

  app.delete('/api/jobs/:id', { onRequest: allow('admin'), schema: { params: idParams }, config: { audit: { action: 'job.delete', entity: 'job' } } }, async (request, reply) => {
    requireRole(request, 'admin');
    await db.transaction(async (tx) => {
      const [gone] = await tx.delete(jobs).where(eq(jobs.id, request.params.id)).returning();
      if (!gone) throw notFound();
      // A referral whose job is deleted goes back to the queue where the referral status machine allows it.
      if (gone.referralId) await returnReferralToQueue(tx, gone.referralId);
    });
    return reply.status(204).send();
  });
};
