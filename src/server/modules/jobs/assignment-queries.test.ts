import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeDriver } from '../../demo/factories';
import { jobBody } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An assignment judges the driver inside the transaction that locks the driver's row (docs/decisions/040-safe-assignment.md),
 * on that transaction's one PostgreSQL connection. Queries sent on it together are queued by node-postgres, which
 * warns that pg@9 will refuse them; the facts are read one query after the other.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('an assignment on PostgreSQL', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t.app, t.database.db, 'admin');
  });
  afterAll(() => t.close());

  // Every query on a connection while an earlier one on it has not answered yet.
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const query = pg.Client.prototype.query as unknown as Query;
  const inFlight = new WeakMap<pg.Client, number>();
  const together: string[] = [];
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const running = inFlight.get(this) ?? 0;
      const sent = query.apply(this, args);
      if (!(sent instanceof Promise)) return sent;
      if (running > 0) together.push(String((args[0] as { text?: string }).text ?? args[0]).slice(0, 80));
      inFlight.set(this, running + 1);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      sent.then(done, done);
      return sent;
    } as unknown as typeof pg.Client.prototype.query;
  });
  afterAll(() => {
    pg.Client.prototype.query = query as unknown as typeof pg.Client.prototype.query;
  });
  afterEach(() => {
    together.length = 0;
  });

  const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie! } });

  it('sends one query at a time on its transaction when a job is created for a driver and moved to another', async () => {
    const [first, second] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    const body = jobBody({ assignedDriverId: first.id });
    const created = await as('POST', '/api/jobs', body);
    expect(created.statusCode, created.body).toBe(201);
    const moved = await as('PUT', `/api/jobs/${created.json().id as string}`, { ...body, assignedDriverId: second.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(together).toEqual([]);
  });
});
