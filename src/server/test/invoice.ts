import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authorizations, riders } from '../db/schema';
import type { Database } from '../db/client';
import { makeJob } from '../demo/factories';
import { payerBody, rateBody } from './payer';

/** A payer with an ambulatory rate and `trips` completed trips in October 2026 waiting to be billed. */
export async function payerWithTrips(app: FastifyInstance, db: Database, cookie: string, trips = 1): Promise<string> {
  const payer = (
    await app.inject({
      method: 'POST',
      url: '/api/payers',
      payload: payerBody({ type: 'facility', signatureRequired: false }),
      headers: { cookie },
    })
  ).json<{ id: string }>();
  await app.inject({
    method: 'PUT',
    url: `/api/payers/${payer.id}/rates/ambulatory`,
    payload: rateBody(),
    headers: { cookie },
  });
  for (let i = 0; i < trips; i++)
    await makeJob(db, {
      payerId: payer.id,
      status: 'completed',
      pickupTime: new Date(`2026-10-${String(10 + i).padStart(2, '0')}T15:00:00Z`),
    });
  return payer.id;
}

export const INVOICE_PERIOD = { periodFrom: '2026-10-01', periodTo: '2026-10-31' } as const;

/** A draft invoice of `trips` claims (or sent, acknowledging its problems), for routes that act on one. */
export async function invoiceOf(
  app: FastifyInstance,
  db: Database,
  cookie: string,
  state: 'draft' | 'sent' = 'draft',
  trips = 1,
): Promise<{ id: string; claimIds: string[] }> {
  const payerId = await payerWithTrips(app, db, cookie, trips);
  const res = await app.inject({
    method: 'POST',
    url: '/api/invoices',
    payload: { payerId, ...INVOICE_PERIOD },
    headers: { cookie },
  });
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  const invoice = res.json<{ id: string; claims: { id: string }[] }>();
  if (state === 'sent')
    await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/send`,
      payload: { sentOn: '2026-11-02', acknowledgeProblems: true },
      headers: { cookie },
    });
  return { id: invoice.id, claimIds: invoice.claims.map((c) => c.id) };
}

/**
 * Dana Whitfield, injured at work, with the carrier's authorization for `window` (12 trips): written straight to the
 * database, since billing tests care about the claim, not the rider's page.
 */
export async function authorizedRider(
  db: Database,
  payerId: string,
  window: { validFrom: string; validTo: string },
  rider: Partial<typeof riders.$inferInsert> = {},
) {
  const [row] = await db
    .insert(riders)
    .values({
      fullName: 'Dana Whitfield',
      nameKey: `dana whitfield ${randomUUID()}`,
      dateOfBirth: '1968-04-12',
      phone: '(215) 555-0101',
      memberId: null,
      sex: 'F',
      ...rider,
    })
    .returning();
  const [authorization] = await db
    .insert(authorizations)
    .values({
      riderId: row!.id,
      payerId,
      claimNumber: 'CLM-2026-00417',
      employer: 'Delaware Valley Freight',
      dateOfInjury: '2026-09-14',
      adjusterName: 'Pat Kim',
      adjusterPhone: '(717) 555-0199',
      adjusterEmail: 'pat.kim@carrier.example',
      number: 'AUTH-5521',
      authorizedTrips: 12,
      // A knee sprain, the follow-up visits of its healing.
      diagnosisCodes: ['S83.511D'],
      ...window,
    })
    .returning();
  return { rider: row!, authorization: authorization! };
}
