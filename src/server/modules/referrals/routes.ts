import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referralUpdateSchema } from '../../../domain/job';
import { pageOf } from '../../../domain/page';
import { createReferralSchema, referralResponse, referrerDefaultsResponse } from '../../../domain/referral';
import { REFERRAL_STATUSES } from '../../../domain/statuses';
import { referenceInput, referralClaimSchema } from '../../../domain/referral-claim';
import { partnerLegResponse } from '../../../domain/referral-leg';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { idempotent } from '../../idempotency';
import { locateTrip } from '../../stored-place';
import { placesFromLines } from './one-line-places';
import {
  claimReferral,
  editReferral,
  referralByReference,
  referralFor,
  referralLegs,
  referralsFor,
  referrerDefaultsFor,
  submitReferral,
} from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

export interface ReferralRouteOptions {
  db: Database;
  timeZone: string;
  /** Referrals one address may submit per hour. */
  submitLimit: number;
}

export const referralRoutes: FastifyPluginAsyncZod<ReferralRouteOptions> = async (
  app,
  { db, timeZone, submitLimit },
) => {
  const body = createReferralSchema({ timeZone });

  // Permissions (decision 021): anyone may refer a ride; a signed-in partner's referral is recorded as theirs.
  app.post(
    '/api/referrals',
    {
      schema: { body, response: { 201: referralResponse } },
      config: {
        rateLimit: { max: submitLimit, timeWindow: '1 hour' },
        audit: { action: 'referral.create', entity: 'referral' },
      },
      preValidation: placesFromLines,
    },
    async (request, reply) => {
      const trip = await locateTrip(request.body, request.placesFromLines);
      const { body: referral } = await idempotent(db, request, 'referrals.create', async (tx) => ({
        statusCode: 201,
        body: await submitReferral(tx, request.body, trip, request.user?.id ?? null),
      }));
      request.auditEntityId = referral.id;
      // A replay answers as the first request did, and that was always a 201.
      return reply.status(201).send(referral);
    },
  );

  // Decisions 021 and 035: an admin reads all referrals, a partner only their own; drivers have no access.
  app.get(
    '/api/referrals',
    {
      schema: {
        querystring: z.object({ status: z.enum(REFERRAL_STATUSES).optional(), ...pageQuery }),
        response: { 200: pageOf(referralResponse).describe('A page of referrals, newest first') },
      },
      config: { ...onlyFor('admin', 'referral_partner'), audit: { action: 'referral.list', entity: 'referral' } },
    },
    async (request) => referralsFor(db, caller(request), request.query),
  );

  // Permissions (decision 021): an admin, or the partner who sent it; anyone else is told it does not exist.
  app.get(
    '/api/referrals/:id',
    {
      schema: { params: idParams, response: { 200: referralResponse } },
      config: { ...onlyFor('admin', 'referral_partner'), audit: { action: 'referral.read', entity: 'referral' } },
    },
    async (request) => referralFor(db, caller(request), request.params.id),
  );

  app.get(
    '/api/referrals/:id/legs',
    {
      schema: {
        params: idParams,
        response: { 200: z.array(partnerLegResponse).describe('The legs made from the referral, the way there first') },
      },
      config: { ...onlyFor('admin', 'referral_partner'), audit: { action: 'referral.legs', entity: 'referral' } },
    },
    async (request) => referralLegs(db, caller(request), request.params.id),
  );

  // docs/decisions/080-visitor-referrals-reach-the-partner.md: a referral found by the reference on its confirmation.
  // A partner finds their own, or one sent signed out from their account's email; a visitor nothing. Limited like
  // sending, so the eight hex digits cannot be tried through.
  app.get(
    '/api/referrals/by-reference/:reference',
    {
      schema: { params: z.object({ reference: referenceInput }), response: { 200: referralResponse } },
      config: {
        ...onlyFor('admin', 'referral_partner'),
        rateLimit: { max: submitLimit, timeWindow: '1 hour' },
        audit: { action: 'referral.by_reference', entity: 'referral' },
      },
    },
    async (request) => {
      const referral = await referralByReference(db, caller(request), request.params.reference);
      request.auditEntityId = referral.id;
      return referral;
    },
  );

  // The same, and the referral becomes the partner's: in their list and their live stream from now on.
  app.post(
    '/api/referrals/claim',
    {
      schema: { body: referralClaimSchema, response: { 200: referralResponse } },
      config: {
        ...onlyFor('referral_partner'),
        rateLimit: { max: submitLimit, timeWindow: '1 hour' },
        audit: { action: 'referral.claim', entity: 'referral' },
      },
    },
    async (request) => {
      const referral = await claimReferral(db, caller(request), request.body.reference);
      request.auditEntityId = referral.id;
      return referral;
    },
  );

  // Decision 029: an admin changes a referral's status (cancel included) or notes.
  app.put(
    '/api/referrals/:id',
    {
      schema: { params: idParams, body: referralUpdateSchema, response: { 200: referralResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'referral.update', entity: 'referral' } },
    },
    async (request) => editReferral(db, request.params.id, request.body),
  );

  app.get(
    '/api/referrals/referrer-defaults',
    { schema: { response: { 200: referrerDefaultsResponse } }, config: { ...onlyFor('referral_partner') } },
    async (request) => referrerDefaultsFor(db, caller(request)),
  );
};
