import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Proof } from '../../../domain/proof';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { makeJob } from '../../demo/factories';
import { signedIn } from '../../test/sign-in';
import { throwAwayDirs } from '../../test/temp-dirs';
import { workLeg } from '../../test/trip';

/**
 * docs/operations.md, "The database role": the statements given there, run as written, leave the app's own user
 * only reading and adding rows of the audit trail and the proof of service, so their append-only triggers bind
 * it (docs/decisions/076-keyed-proof-chain.md). Roles belong to the whole server, so this runs on PostgreSQL only.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const appRole = `keystone_${suffix}`;
const recordsRole = `keystone_records_${suffix}`;
const database = `t_role_${suffix}`;
const dirs = throwAwayDirs('records-role');

async function asAdministrator(url: string, statements: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statements);
  } finally {
    await client.end();
  }
}
const urlOf = (user: string, name: string) => {
  const url = new URL(serverUrl!);
  url.username = user;
  url.pathname = `/${name}`;
  return url.toString();
};
/** The SQL block of the section, with this test's role names. */
const documented = () => {
  const section = readFileSync(path.join(import.meta.dirname, '../../../../docs/operations.md'), 'utf8').split(
    '## The database role',
  )[1]!;
  return section
    .split('```sql')[1]!
    .split('```')[0]!
    .replaceAll('keystone_records', recordsRole)
    .replace(/\bkeystone\b/g, appRole);
};

let opened: DatabaseHandle | undefined;
afterAll(async () => {
  if (!serverUrl) return;
  await opened?.close();
  await asAdministrator(serverUrl, `drop database if exists ${database} with (force)`);
  await asAdministrator(serverUrl, `drop role if exists ${appRole}`);
  await asAdministrator(serverUrl, `drop role if exists ${recordsRole}`);
});

describe.skipIf(!serverUrl)(
  "the app's database user, with the audit trail and the proof of service given to a role of their own",
  () => {
    it('still works a leg and reads it as intact, but can neither turn the triggers off nor remove a row', async () => {
      // As in production: the app's user owns its database and creates every table at its first start-up.
      await asAdministrator(serverUrl!, `create role ${appRole} login`);
      await asAdministrator(serverUrl!, `create database ${database} owner ${appRole}`);
      const first = await openDatabase({ url: urlOf(appRole, database) });
      await first.close();
      await asAdministrator(urlOf('postgres', database), documented());

      opened = await openDatabase({ url: urlOf(appRole, database) });
      const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), DATA_DIR: dirs() });
      const app = await buildApp(config, { database: opened, logger: false });
      try {
        const db = opened.db;
        const admin = await signedIn(app, db, 'admin');
        const driver = await signedIn(app, db, 'driver');
        const job = await makeJob(db, {
          assignedDriverId: driver.driverId!,
          status: 'accepted',
          pickupTime: new Date(Date.now() + 20 * 60_000),
          dropoffTime: new Date(Date.now() + 60 * 60_000),
        });
        await workLeg(app, driver.cookie!, job.id, ['start', 'arrival', 'pickup', 'dropoff']);
        const res = await app.inject({
          method: 'GET',
          url: `/api/jobs/${job.id}/proof`,
          headers: { cookie: admin.cookie! },
        });
        expect(res.json<Proof>().intact).toBe(true);

        for (const table of ['proof_events', 'audit_log']) {
          await expect(opened.executeSql(`ALTER TABLE ${table} DISABLE TRIGGER USER`)).rejects.toThrow(/must be owner/);
          await expect(opened.executeSql(`DELETE FROM ${table}`)).rejects.toThrow(/permission denied|append-only/);
        }
      } finally {
        await app.close();
      }
    });
  },
);
