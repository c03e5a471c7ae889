import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { drivers, jobs, referrals, users } from './db/schema';
import { openTestDatabase } from './test/test-app';
import { verifyPassword } from './auth/password';
import { DRIVER_STATUSES, JOB_STATUSES } from '../domain/statuses';
import { openDatabase } from './db/client';
import { LocalDiskStore } from './storage/local-disk';
import { sniffContentType } from './modules/objects/file-type';
import { throwAwayDirs } from './test/temp-dirs';

let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
afterEach(() => opened?.drop());
const fresh = async () => (opened = await openTestDatabase()).database.db;

const dirs = throwAwayDirs('bootstrap');
const store = new LocalDiskStore(dirs());
const dataDir = dirs();
const env = (extra: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...extra });

describe('bootstrap (decision 003)', () => {
  it('creates the administrator named by ADMIN_* and no demo content', async () => {
    const db = await fresh();
    const result = await bootstrap(
      db,
      env({ ADMIN_USERNAME: 'ops.lead', ADMIN_PASSWORD: 'Dispatch-Desk-2026' }),
      store,
    );
    expect(result.generated).toBeUndefined();
    const [admin] = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin!.username).toBe('ops.lead');
    expect(await verifyPassword(admin!.passwordHash, 'Dispatch-Desk-2026')).toBe(true);
    expect((await db.select({ n: count() }).from(jobs))[0]!.n).toBe(0);
  });

  // Several instances deployed at once on an empty PostgreSQL: all start, one administrator exists. (PGlite is one
  // process's database, so the race exists only on a server; CI always sets TEST_DATABASE_URL.)
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets instances started together on an empty database all come up with one administrator',
    async () => {
      const db = await fresh();
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: opened!.url! })));
      try {
        const config = env({ ADMIN_USERNAME: 'ops.lead', ADMIN_PASSWORD: 'Dispatch-Desk-2026' });
        await Promise.all(instances.map((instance) => bootstrap(instance.db, config, store)));
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
      expect((await db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0]!.n).toBe(1);
    },
  );

  it('on a fresh development start creates admin with a random password and demo content of every status', async () => {
    const db = await fresh();
    const { generated } = await bootstrap(db, env(), store);
    expect(generated!.username).toBe('admin');
    expect(generated!.password).toHaveLength(16);
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    expect(await verifyPassword(admin!.passwordHash, generated!.password)).toBe(true);
    const driverStatuses = (await db.select({ s: drivers.status }).from(drivers)).map((r) => r.s);
    expect(new Set(driverStatuses)).toEqual(new Set(DRIVER_STATUSES));
    const jobStatuses = (await db.select({ s: jobs.status }).from(jobs)).map((r) => r.s);
    expect(new Set(jobStatuses)).toEqual(new Set(JOB_STATUSES));
    expect((await db.select({ n: count() }).from(referrals))[0]!.n).toBeGreaterThan(0);
    // Demo drivers carry real, openable documents; the pending applicant still owes a W-9.
    const demoDrivers = await db.select().from(drivers);
    for (const driver of demoDrivers) {
      expect(driver.digitalSignature).toBe(driver.fullName);
      const urls = [driver.licenseUrl, driver.insuranceUrl, driver.w9Url];
      expect(urls.filter(Boolean)).toHaveLength(driver.status === 'pending' ? 2 : 3);
      for (const url of urls.filter((u): u is string => Boolean(u))) {
        const bytes = await store.get(url.replace('/objects/', ''));
        expect(sniffContentType(bytes!)).toBe('application/pdf');
      }
    }
    // A second start finds the admin and leaves everything as it was.
    expect((await bootstrap(db, env(), store)).generated).toBeUndefined();
    expect((await db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0]!.n).toBe(1);
  });

  it('creates no account at all in production or with SEED_DEMO=false', async () => {
    const db = await fresh();
    await bootstrap(db, env({ SEED_DEMO: 'false' }), store);
    await bootstrap(db, env({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) }), store);
    expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(0);
  });
});
