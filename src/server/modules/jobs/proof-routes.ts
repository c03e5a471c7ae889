import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driverDayQuery, jobResponse } from '../../../domain/job';
import { PROOF_STEPS, proofCorrectionInput, proofResponse, proofStepInput } from '../../../domain/proof';
import { fileResponse, sendFile } from '../../file-reply';
import { caller, onlyFor } from '../../auth/access';
import type { PdfWorkers } from '../../pdf/render-in-worker';
import { answersPdf } from '../../plugins/pdf-work';
import type { Database } from '../../db/client';
import type { CompanyProfile } from '../../../domain/company-profile';
import type { Travel } from '../../geo/travel';
import { dayManifestPdf, tripLogPdf } from './proof-documents';
import { correctProof, proofOf, recordProofStep, sealEarlierChains, useProofSealLog } from './proof-service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const stepParams = idParams.extend({ step: z.enum(PROOF_STEPS, { error: 'Not found' }) });
const driverParams = z.object({ driverId: z.uuid({ error: 'Not found' }) });

/** A PDF's bytes: Fastify sends them as they are; the schema only describes the body to integrators. */
const pdfFile = fileResponse('application/pdf', 'A PDF document');

/**
 * Proof of service (docs/decisions/056-proof-of-service.md): the phone's steps, the record, an administrator's
 * corrections, the trip log and the day manifest. `travel` estimates the loaded miles of a completed leg whose
 * odometer was not read at both ends (proof/loaded-miles.ts).
 */
/** A PDF shown in the browser, never kept by a cache: it holds a rider's record. */
const sendPdf = (reply: FastifyReply, filename: string, bytes: Uint8Array) =>
  sendFile(reply, { type: 'application/pdf', filename, bytes });

export const proofRoutes: FastifyPluginAsyncZod<{
  db: Database;
  company: CompanyProfile;
  travel: Travel | null;
  pdf: PdfWorkers;
}> = async (app, { db, company, travel, pdf }) => {
  // Each seal goes to the log as well, off the host; the chains already there are sealed once, before the first
  // request of this version (docs/decisions/076-keyed-proof-chain.md).
  useProofSealLog(app.log);
  await sealEarlierChains(db);

  app.get(
    '/api/jobs/:id/trip-log.pdf',
    {
      schema: { params: idParams, response: { 200: pdfFile } },
      config: { ...onlyFor('admin', 'driver'), ...answersPdf, audit: { action: 'job.trip_log', entity: 'job' } },
    },
    async (request, reply) => {
      const { filename, bytes } = await tripLogPdf(db, caller(request), request.params.id, company, travel, pdf);
      return sendPdf(reply, filename, bytes);
    },
  );

  // The driver's day manifest (docs/decisions/060-day-manifest.md): the same day, and the same access, as
  // GET /api/jobs/driver/{driverId}/day; the date is the only thing in the address.
  app.get(
    '/api/jobs/driver/:driverId/manifest.pdf',
    {
      schema: { params: driverParams, querystring: driverDayQuery, response: { 200: pdfFile } },
      config: { ...onlyFor('admin', 'driver'), ...answersPdf, audit: { action: 'job.manifest', entity: 'driver' } },
    },
    async (request, reply) => {
      const { filename, bytes } = await dayManifestPdf(
        db,
        caller(request),
        request.params.driverId,
        request.query.date,
        company,
        travel,
        pdf,
      );
      return sendPdf(reply, filename, bytes);
    },
  );

  app.post(
    '/api/jobs/:id/proof/:step',
    {
      schema: { params: stepParams, body: proofStepInput, response: { 200: jobResponse } },
      config: { ...onlyFor('driver'), audit: { action: 'job.proof', entity: 'job' } },
    },
    async (request) => {
      const { job, replayed } = await recordProofStep(
        db,
        request,
        caller(request),
        request.params.id,
        request.params.step,
        request.body,
        company.timeZone,
      );
      // A replay records nothing: it reads again what was answered, and the trail says so (docs/decisions/078-server-clock-judges-gates.md).
      if (replayed) request.auditAction = 'job.proof_replay';
      return job;
    },
  );

  app.get(
    '/api/jobs/:id/proof',
    {
      schema: { params: idParams, response: { 200: proofResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'job.proof_read', entity: 'job' } },
    },
    async (request) => proofOf(db, caller(request), request.params.id),
  );

  app.post(
    '/api/jobs/:id/proof/corrections',
    {
      schema: { params: idParams, body: proofCorrectionInput, response: { 201: proofResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'job.proof_correction', entity: 'job' } },
    },
    async (request, reply) =>
      reply.status(201).send(await correctProof(db, caller(request), request.params.id, request.body)),
  );
};
