import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { jobs, payers } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';

/** Job Management's table: which trips may be deleted, and the CSV of the chosen ones (docs/decisions/054-job-table.md). */
let t: TestApp;
let admin: SignedIn;
const made: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(async () => {
  await t.database.db.delete(jobs).where(inArray(jobs.id, made));
  await t.close();
});

const as = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: { cookie: admin.cookie! } });
const job = async (overrides: Parameters<typeof makeJob>[1] = {}) => {
  const row = await makeJob(t.database.db, overrides);
  made.push(row.id);
  return row;
};

describe('DELETE /api/jobs/{id}', () => {
  it('keeps completed, cancelled and no-show trips, saying why, and deletes one still to run', async () => {
    for (const [status, message] of [
      ['completed', 'A completed trip is kept as a record, so it cannot be deleted'],
      ['cancelled', 'A cancelled trip is kept as a record of the cancellation, so it cannot be deleted'],
      ['no_show', 'A no-show is kept as a record, so it cannot be deleted'],
    ] as const) {
      const kept = await job({ status });
      const res = await as('DELETE', `/api/jobs/${kept.id}`);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, kept.id))).toHaveLength(1);
    }
    const pending = await job();
    expect((await as('DELETE', `/api/jobs/${pending.id}`)).statusCode).toBe(204);
  });
});

describe('POST /api/jobs/export', () => {
  it('answers each chosen job with its id, ISO times, payer, miles, level and status, in the order asked', async () => {
    const [payer] = await t.database.db
      .insert(payers)
      .values({
        name: `Export Carrier ${Date.now()}`,
        type: 'workers_comp',
        billingAddress: { street: '1 Market St', unit: null, city: 'Philadelphia', state: 'PA', zip: '19106' },
        contactName: 'Claims Desk',
        contactPhone: '(215) 555-0140',
        contactEmail: 'claims@example.com',
      })
      .returning();
    const first = await job({ payerId: payer!.id, levelOfService: 'wheelchair', status: 'completed' });
    const second = await job({ status: 'pending' });
    const res = await as('POST', '/api/jobs/export', {
      ids: [second.id, first.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
    expect(items[1]).toMatchObject({
      id: first.id,
      pickupTime: first.pickupTime!.toISOString(),
      dropoffTime: first.dropoffTime!.toISOString(),
      payerName: payer!.name,
      levelOfService: 'wheelchair',
      status: 'completed',
      loadedMiles: expect.stringMatching(/^\d+\.\d$/),
      milesFrom: expect.stringMatching(/^(odometer|estimate|none)$/),
    });
    expect(items[0].payerName).toBeNull();
    await t.database.db.update(jobs).set({ payerId: null }).where(eq(jobs.id, first.id));
    await t.database.db.delete(payers).where(eq(payers.id, payer!.id));
  });

  it('refuses an empty or malformed choice with a field error', async () => {
    expect((await as('POST', '/api/jobs/export', { ids: [] })).json().fieldErrors).toEqual({
      ids: 'Choose the jobs to export',
    });
    expect((await as('POST', '/api/jobs/export', { ids: ['x'] })).statusCode).toBe(400);
  });
});
