import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/invoice';
import type { Payer, PayerInput } from '../../../domain/payer';
import { payers, riders } from '../../db/schema';
import { makeJob, makeReferral } from '../../demo/factories';
import { authorizedRider } from '../../test/invoice';
import { payerBody, rateBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { find, parse837, subscriberLoops } from '../../test/x12-read';

/**
 * Where a claim's diagnoses and subscriber come from, through the API to the 837P read back by node-x12
 * (docs/decisions/099-claims-a-clearinghouse-accepts.md): the authorization's, else the referral's, else the
 * rider's, else the payer's default; none is a claim problem and the claim goes without HI.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: admin.cookie! }, ...(payload && { payload }) });
}

async function payerOf(overrides: Partial<PayerInput>) {
  const created = await call('POST', '/api/payers', payerBody({ signatureRequired: false, ...overrides }));
  expect(created.statusCode, created.body).toBe(201);
  const payer = created.json<Payer>();
  await call(
    'PUT',
    `/api/payers/${payer.id}/rates/wheelchair`,
    rateBody({ afterHoursWindow: null, afterHours: '0.00' }),
  );
  return payer;
}

/** Builds the payer's October invoice, sends it (acknowledging its problems) and reads its 837P. */
async function billed(payerId: string) {
  const built = await call('POST', '/api/invoices', { payerId, periodFrom: '2026-10-01', periodTo: '2026-10-31' });
  expect(built.statusCode, built.body).toBe(201);
  const draft = built.json<Invoice>();
  const sent = await call('POST', `/api/invoices/${draft.id}/send`, { acknowledgeProblems: true });
  expect(sent.statusCode, sent.body).toBe(200);
  const file = await call('GET', `/api/invoices/${draft.id}/claims.837p`);
  expect(file.statusCode).toBe(200);
  const { interchange, segments } = parse837(file.body);
  return { draft, interchange, loops: subscriberLoops(segments), edi: file.body };
}

const trip = (payerId: string, riderId: string, day: string, extra: Parameters<typeof makeJob>[1] = {}) =>
  makeJob(t.database.db, {
    payerId,
    riderId,
    status: 'completed',
    levelOfService: 'wheelchair',
    pickupTime: new Date(`${day}T14:00:00Z`),
    ...extra,
  });

describe("a claim's diagnoses", () => {
  it("workers' compensation: the authorization's injury over the rider's own code, the rider's sex, and the authorization as REF*G1", async () => {
    const payer = await payerOf({ type: 'workers_comp', defaultDiagnosisCode: 'Z09' });
    const { rider, authorization } = await authorizedRider(
      t.database.db,
      payer.id,
      { validFrom: '2026-10-01', validTo: '2026-10-31' },
      { diagnosisCodes: ['E11.9'], sex: 'F' },
    );
    await trip(payer.id, rider.id, '2026-10-06', { authorizationId: authorization.id });
    const { loops, draft, interchange } = await billed(payer.id);
    expect(draft.claims[0]!.problems).not.toContain('diagnosis_missing');
    const loop = loops[0]!;
    expect(find(loop, 'HI')[0]!.valueOf(1)).toBe('ABK:S83511D');
    expect(find(loop, 'SV1').every((s) => s.valueOf(7) === '1')).toBe(true);
    expect(find(loop, 'DMG')[0]!.valueOf(3)).toBe('F');
    expect(find(loop, 'REF', 'G1')[0]!.valueOf(2)).toBe('AUTH-5521');
    // A payer not yet marked live receives test data.
    expect(interchange.header.valueOf(15)).toBe('T');
  });

  it("a Medicaid broker: the referral's codes, else the rider's, else the payer's default; the pickup as the address of a rider without a home", async () => {
    const payer = await payerOf({ type: 'medicaid_broker', defaultDiagnosisCode: 'Z99.2', tripNumberOn: 'NTE' });
    const [withReferral, withOwn, withNone] = await Promise.all(
      ['Rosa Referred', 'Omar Owncode', 'Nell Nocode'].map(async (fullName, i) => {
        const [row] = await t.database.db
          .insert(riders)
          .values({
            fullName,
            nameKey: `${fullName.toLowerCase()} ${crypto.randomUUID()}`,
            dateOfBirth: '1950-01-0' + String(i + 1),
            phone: '(215) 555-0111',
            memberId: `MA-${i}`,
            sex: i === 1 ? 'M' : 'U',
            diagnosisCodes: i === 1 ? ['N18.6', 'Z99.2'] : [],
          })
          .returning();
        return row!;
      }),
    );
    const referral = await makeReferral(t.database.db, { diagnosisCodes: ['Z51.11'] });
    await trip(payer.id, withReferral!.id, '2026-10-06', { referralId: referral.id, brokerTripId: 'MTM-4471' });
    await trip(payer.id, withOwn!.id, '2026-10-07');
    await trip(payer.id, withNone!.id, '2026-10-08');
    const { loops, draft } = await billed(payer.id);
    expect(draft.claims.flatMap((c) => c.problems)).not.toContain('diagnosis_missing');
    expect(loops.map((loop) => find(loop, 'HI')[0]!.elements.map((e) => e.value))).toEqual([
      ['ABK:Z5111'],
      ['ABK:N186', 'ABF:Z992'],
      ['ABK:Z992'],
    ]);
    expect(loops.map((loop) => find(loop, 'DMG')[0]!.valueOf(3))).toEqual(['U', 'M', 'U']);
    expect(find(loops[0]!, 'NTE').map((s) => s.valueOf(2))).toEqual(['TRIP MTM-4471']);
    // No home on record: the subscriber's address is the trip's pickup.
    const [job] = await t.database.db.query.jobs.findMany({ where: (j, { eq: is }) => is(j.riderId, withOwn!.id) });
    expect(find(loops[1]!, 'N4')[0]!.valueOf(3)).toBe(job!.pickupPlace!.zip);
  });

  it('a health insurer without any diagnosis: a claim problem, no HI; once the payer is live, production data', async () => {
    const payer = await payerOf({ type: 'health_insurance', defaultDiagnosisCode: null });
    const [rider] = await t.database.db
      .insert(riders)
      .values({
        fullName: 'Hal Insured',
        nameKey: `hal insured ${crypto.randomUUID()}`,
        dateOfBirth: '1949-05-05',
        phone: '(215) 555-0112',
        memberId: 'HI-1',
      })
      .returning();
    await trip(payer.id, rider!.id, '2026-10-09');
    const built = await call('POST', '/api/invoices', {
      payerId: payer.id,
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
    });
    expect(built.json<Invoice>().claims[0]!.problems).toContain('diagnosis_missing');
    // Sending it needs the clerk to acknowledge the problem.
    const refused = await call('POST', `/api/invoices/${built.json<Invoice>().id}/send`, {});
    expect(refused.statusCode).toBe(422);
    await call('POST', `/api/invoices/${built.json<Invoice>().id}/void`, { reason: 'Diagnosis to be added' });

    await t.database.db.update(payers).set({ claimsLive: true }).where(eq(payers.id, payer.id));
    const { loops, interchange } = await billed(payer.id);
    expect(find(loops[0]!, 'HI')).toEqual([]);
    expect(interchange.header.valueOf(15)).toBe('P');
  });
});
