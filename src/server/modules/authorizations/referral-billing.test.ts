import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authorization } from '../../../domain/authorization';
import type { Job } from '../../../domain/job';
import type { Referral } from '../../../domain/referral';
import { daysFromToday } from '../../../domain/dates';
import type { StandingOrder } from '../../../domain/standing-order';
import { standingOrderInput } from '../../demo/samples';
import { workersCompBody } from '../../test/authorization';
import { jobBody, referralBody } from '../../test/bodies';
import { payerBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A job made from a workers' compensation referral is billed under the referral: its carrier and its authorization
 * (docs/decisions/069-authorizations.md). A database of its own, so "the only workers' compensation payer" is known.
 */
let t: TestApp;
let admin: SignedIn;
let partner: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { referralsPerHour: 10_000 } });
  admin = await signedIn(t.app, t.database.db, 'admin');
  partner = await signedIn(t.app, t.database.db, 'referral_partner');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie! }, ...(payload && { payload }) });
const refer = async (workersComp = workersCompBody()) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: referralBody({
      transportType: 'workers_compensation',
      levelOfService: 'wheelchair',
      workersComp,
    } as never),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Referral>();
};
const billing = async (referralId: string) =>
  (await call('GET', `/api/referrals/${referralId}/billing`)).json<{
    payerId: string | null;
    authorizationId: string | null;
  }>();
const newPayer = async (overrides = {}) =>
  (await call('POST', '/api/payers', payerBody(overrides))).json<{ id: string }>().id;

describe("a job made from a workers' compensation referral", () => {
  it("is billed to the only carrier on file and counts against the referral's authorization, even when the form leaves them out", async () => {
    const carrier = await newPayer();
    await newPayer({ type: 'health_insurance' });
    const referral = await refer();
    expect(await billing(referral.id)).toEqual({ payerId: carrier, authorizationId: null });

    const created = await call(
      'POST',
      '/api/jobs',
      jobBody({ referralId: referral.id, riderId: referral.riderId, returnTrip: 'will_call' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<Job>();
    const [auth] = (await call('GET', `/api/riders/${referral.riderId}/authorizations`)).json<Authorization[]>();
    expect(job).toMatchObject({ payerId: carrier, authorizationId: auth!.id });
    expect((await call('GET', `/api/jobs/${job.returnJobId}`)).json<Job>()).toMatchObject({
      payerId: carrier,
      authorizationId: auth!.id,
    });
    // The carrier is now the authorization's own, and what the referral answers.
    expect(auth).toMatchObject({ payerId: carrier, referralId: referral.id, tripsUsed: 2 });
    expect(await billing(referral.id)).toEqual({ payerId: carrier, authorizationId: auth!.id });
  });

  it('with several carriers on file takes the one the dispatcher chose, and the referral then names it', async () => {
    await newPayer();
    const chosen = await newPayer();
    const referral = await refer(workersCompBody({ claimNumber: 'WC-2026-009901' }));
    expect(await billing(referral.id)).toEqual({ payerId: null, authorizationId: null });
    const created = await call(
      'POST',
      '/api/jobs',
      jobBody({ referralId: referral.id, riderId: referral.riderId, payerId: chosen }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Job>().payerId).toBe(chosen);
    expect(await billing(referral.id)).toEqual({
      payerId: chosen,
      authorizationId: created.json<Job>().authorizationId,
    });
  });

  it("a standing order from the referral, billed to the carrier with no authorization chosen, counts against the referral's", async () => {
    const carrier = await newPayer();
    const referral = await refer(workersCompBody({ claimNumber: 'WC-2026-007730' }));
    const created = await call(
      'POST',
      '/api/standing-orders',
      standingOrderInput(referral.riderId!, {
        referralId: referral.id,
        payerId: carrier,
        authorizationId: null,
        startDate: daysFromToday(3),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<StandingOrder>();
    const [auth] = (await call('GET', `/api/riders/${referral.riderId}/authorizations`)).json<Authorization[]>();
    expect(auth).toMatchObject({ payerId: carrier, referralId: referral.id, claimNumber: 'WC-2026-007730' });
    expect(order).toMatchObject({ payerId: carrier, authorizationId: auth!.id });
    // The job form's answer for the referral now names the same authorization; another order or job reuses it.
    expect(await billing(referral.id)).toEqual({ payerId: carrier, authorizationId: auth!.id });
    const again = await call(
      'POST',
      '/api/standing-orders',
      standingOrderInput(referral.riderId!, {
        referralId: referral.id,
        payerId: carrier,
        authorizationId: null,
        startDate: daysFromToday(30),
      }),
    );
    expect(again.json<StandingOrder>().authorizationId).toBe(auth!.id);
  });

  it('answers nothing for another transport type, and only to administrators', async () => {
    const other = (
      await t.app.inject({ method: 'POST', url: '/api/referrals', payload: referralBody() })
    ).json<Referral>();
    expect(await billing(other.id)).toEqual({ payerId: null, authorizationId: null });
    expect((await call('GET', `/api/referrals/${crypto.randomUUID()}/billing`)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/referrals/${other.id}/billing`,
          headers: { cookie: partner.cookie! },
        })
      ).statusCode,
    ).toBe(403);
  });
});
