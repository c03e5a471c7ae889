import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { candidateDraftSchema, candidatesResponse } from '../../../domain/assignment';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { draftCandidates, jobCandidates } from './assignment';

/** The job dialog's driver picker (docs/decisions/040-safe-assignment.md): who can take this job, best first. */
export const candidateRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  app.get(
    '/api/jobs/:id/candidates',
    {
      schema: { params: z.object({ id: z.uuid({ error: 'Not found' }) }), response: { 200: candidatesResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'job.candidates', entity: 'job' } },
    },
    async (request) => ({ items: await jobCandidates(db, request.params.id, timeZone) }),
  );

  // Create New Job weighs the drivers before there is a job: a POST because the draft carries addresses, which
  // do not belong in an address bar or a log. Nothing is written.
  app.post(
    '/api/jobs/candidates',
    {
      schema: { body: candidateDraftSchema, response: { 200: candidatesResponse } },
      config: { ...onlyFor('admin') },
    },
    async (request) => ({ items: await draftCandidates(db, request.body, timeZone) }),
  );
};
