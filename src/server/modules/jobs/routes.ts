import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardAssignmentSchema } from '../../../domain/dispatch';
import { assignFromBoard } from './board-assignment';
import {
  driverDayQuery,
  driverDayResponse,
  jobListItem,
  jobListQuery,
  jobResponse,
  jobSchema,
  jobSearchPatterns,
  savedJobResponse,
} from '../../../domain/job';
import { noContent, pageOf } from '../../../domain/page';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { idempotent } from '../../idempotency';
import { locateTrip } from '../../stored-place';
import { jobWarnings } from './assignment';
import { jobExportQuery, jobExportResponse } from '../../../domain/job-export';
import { exportJobs } from './export';
import { changeJob, createJob, dayOfDriver, deleteJob, jobById, jobFor, jobList, jobsOfDriver, myDay } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
// Checked by the jobs service against the caller's role; the description is what the OpenAPI document shows.
const jobUpdateBody = z
  .record(z.string(), z.unknown())
  .describe('An admin sends the whole job, as for POST /api/jobs; a driver sends only { "status" }.');

export const jobRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (app, { db, timeZone }) => {
  app.get(
    '/api/jobs',
    {
      schema: {
        querystring: jobListQuery.extend(pageQuery),
        response: { 200: pageOf(jobListItem).describe('A page of jobs, newest first') },
      },
      config: { ...onlyFor('admin'), tokenScopes: ['trips:read'], audit: { action: 'job.list', entity: 'job' } },
    },
    async (request) => {
      const { q, ...query } = request.query;
      return jobList(db, { ...query, ...jobSearchPatterns(q), timeZone });
    },
  );

  // The Jobs table's CSV of the chosen jobs: a POST because a day's ids do not fit an address, and ids are not patient data.
  app.post(
    '/api/jobs/export',
    {
      schema: { body: jobExportQuery, response: { 200: jobExportResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'job.export', entity: 'job' } },
    },
    async (request) => ({ items: await exportJobs(db, request.body.ids, timeZone) }),
  );

  // Permissions (decision 021): an admin, or the driver whose jobs they are; another driver's list is "not found".
  app.get(
    '/api/jobs/driver/:driverId',
    {
      schema: {
        params: z.object({ driverId: z.uuid({ error: 'Not found' }) }),
        querystring: z.object(pageQuery),
        response: { 200: pageOf(jobListItem).describe("A page of the driver's jobs, soonest pickup first") },
      },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'job.list', entity: 'driver' } },
    },
    async (request) => jobsOfDriver(db, caller(request), request.params.driverId, request.query),
  );

  // The driver's run for one day, in pickup order: the phone's Today and Tomorrow (docs/decisions/057-driver-today.md).
  app.get(
    '/api/jobs/driver/:driverId/day',
    {
      schema: {
        params: z.object({ driverId: z.uuid({ error: 'Not found' }) }),
        querystring: driverDayQuery,
        response: { 200: driverDayResponse },
      },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'job.driver_day', entity: 'driver' } },
    },
    async (request) => dayOfDriver(db, caller(request), request.params.driverId, request.query.date, timeZone),
  );

  // The signed-in driver's own day, without knowing their driver id first: the phone asks for it together with
  // the session, one round trip instead of three (docs/decisions/061-light-driver-screens.md).
  app.get(
    '/api/jobs/driver/me/day',
    {
      schema: { querystring: driverDayQuery, response: { 200: driverDayResponse } },
      config: { ...onlyFor('driver'), audit: { action: 'job.driver_day', entity: 'driver' } },
    },
    async (request) => {
      const { driverId, day } = await myDay(db, caller(request), request.query.date, timeZone);
      request.auditEntityId = driverId;
      return day;
    },
  );

  // The job with its places structured, for the edit form; a driver sees only a job assigned to them.
  app.get(
    '/api/jobs/:id',
    {
      schema: { params: idParams, response: { 200: jobResponse } },
      config: {
        ...onlyFor('admin', 'driver'),
        tokenScopes: ['trips:read'],
        audit: { action: 'job.read', entity: 'job' },
      },
    },
    async (request) => jobFor(db, caller(request), request.params.id),
  );

  app.post(
    '/api/jobs',
    {
      schema: { body: jobSchema, response: { 201: savedJobResponse } },
      config: { ...onlyFor('admin'), tokenScopes: ['trips:write'], audit: { action: 'job.create', entity: 'job' } },
    },
    async (request, reply) => {
      const trip = await locateTrip(request.body);
      const { body: id } = await idempotent(db, request, 'jobs.create', async (tx) => ({
        statusCode: 201,
        body: await createJob(tx, request.body, trip, timeZone),
      }));
      request.auditEntityId = id;
      // A replay answers as the first request did, and that was always a 201.
      return reply.status(201).send({ ...(await jobById(db, id)), warnings: await jobWarnings(db, id, timeZone) });
    },
  );

  // An admin edits the whole job; a driver sends only a status, along decision 031's path.
  app.put(
    '/api/jobs/:id',
    {
      schema: { params: idParams, body: jobUpdateBody, response: { 200: savedJobResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'job.update', entity: 'job' } },
    },
    async (request) => {
      const job = await changeJob(db, caller(request), request.params.id, request.body, timeZone);
      return caller(request).role === 'admin' ? { ...job, warnings: await jobWarnings(db, job.id, timeZone) } : job;
    },
  );

  // The day board's drag and drop (and its keyboard twin): one leg to a driver, or back to the queue.
  app.put(
    '/api/jobs/:id/driver',
    {
      schema: { params: idParams, body: boardAssignmentSchema, response: { 200: savedJobResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'job.assign', entity: 'job' } },
    },
    async (request) => {
      const job = await assignFromBoard(db, request.params.id, request.body, timeZone);
      return { ...job, warnings: await jobWarnings(db, job.id, timeZone) };
    },
  );

  app.delete(
    '/api/jobs/:id',
    {
      schema: { params: idParams, response: { 204: noContent } },
      config: { ...onlyFor('admin'), audit: { action: 'job.delete', entity: 'job' } },
    },
    async (request, reply) => {
      await deleteJob(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
