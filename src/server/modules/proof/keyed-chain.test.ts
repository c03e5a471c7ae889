import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Proof } from '../../../domain/proof';
import { auditLog, proofEvents } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { workLeg } from '../../test/trip';
import { loadConfig } from '../../config';
import { chainKeys, useProofChainKeys } from './chain';
import type { ProofRow } from './repository';

/**
 * The proof chain against someone who can write to the database but does not hold the server's secret
 * (docs/decisions/076-keyed-proof-chain.md), on PGlite and PostgreSQL. The tables refuse edits, so the "attacker"
 * here first turns their triggers off, as the tables' owner could.
 */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const db = () => t.database.db;
const workedLeg = async () => {
  const job = await makeJob(db(), { assignedDriverId: driver.driverId!, status: 'accepted', pickupTime: new Date(Date.now() + 20 * 60_000), dropoffTime: new Date(Date.now() + 60 * 60_000) });
  await workLeg(t.app, driver.cookie!, job.id, ['start', 'arrival', 'pickup', 'dropoff']);
  return job;
};
const intact = async (jobId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/proof`, headers: { cookie: admin.cookie! } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Proof>().intact;
};
const eventsOf = (jobId: string): Promise<ProofRow[]> => db().select().from(proofEvents).where(eq(proofEvents.jobId, jobId)).orderBy(asc(proofEvents.seq));

/** Runs `change` with the append-only triggers off, as a database writer with the owner's rights can. */
async function asDatabaseWriter(change: () => Promise<unknown>) {
  await db().execute(sql.raw('ALTER TABLE proof_events DISABLE TRIGGER proof_events_no_update'));
  try {
    await change();
  } finally {
    await db().execute(sql.raw('ALTER TABLE proof_events ENABLE TRIGGER proof_events_no_update'));
  }
}

/** The chain as anyone reading the code can compute it without a secret: SHA-256 over the fields, in order. */
const plainHash = (prevHash: string, e: ProofRow) =>
  createHash('sha256')
    .update(JSON.stringify([prevHash, e.jobId, e.seq, e.kind, e.occurredAt.toISOString(), e.actorUserId, e.actorRole, e.lat, e.lng, e.accuracyMeters, e.odometer, e.signature, e.noSignatureReason, e.attested, e.correction ? [e.correction.step, e.correction.note, e.correction.at] : null]))
    .digest('hex');

/** Rewrites one field of event `seq` and recomputes every hash after it without the secret. */
async function rewriteAndRechain(jobId: string, seq: number, change: Partial<ProofRow>, extra: Partial<ProofRow> = {}) {
  const rows = await eventsOf(jobId);
  let previous = '';
  await asDatabaseWriter(async () => {
    for (const row of rows) {
      const edited = { ...row, ...(row.seq === seq ? change : {}), ...extra, prevHash: previous };
      edited.hash = plainHash(previous, edited);
      await db().update(proofEvents).set({ ...(row.seq === seq ? change : {}), ...extra, prevHash: edited.prevHash, hash: edited.hash }).where(eq(proofEvents.id, row.id));
      previous = edited.hash;
    }
  });
}

describe('a proof chain rewritten in the database', () => {
  it('is not intact when a step is changed and every hash after it recomputed without the secret', async () => {
    const job = await workedLeg();
    expect(await intact(job.id)).toBe(true);
    await rewriteAndRechain(job.id, 3, { odometer: 41_000 });
    expect(await intact(job.id)).toBe(false);
    // Nor when the events are passed off as written before the chain was keyed, when a plain hash was enough.
    const other = await workedLeg();
    await rewriteAndRechain(other.id, 3, { odometer: 41_000 }, { chainKey: null });
    expect(await intact(other.id)).toBe(false);
  });

  it('is not intact when only the time the server received a step is changed', async () => {
    const job = await workedLeg();
    const [, second] = await eventsOf(job.id);
    await asDatabaseWriter(() => db().update(proofEvents).set({ recordedAt: new Date(second!.recordedAt.getTime() - 3_600_000) }).where(eq(proofEvents.id, second!.id)));
    expect(await intact(job.id)).toBe(false);
  });

  it('is not intact when its last step is removed, though what is left still chains', async () => {
    const job = await workedLeg();
    const rows = await eventsOf(job.id);
    await asDatabaseWriter(() => db().delete(proofEvents).where(eq(proofEvents.id, rows.at(-1)!.id)));
    expect(await intact(job.id)).toBe(false);
  });
});

describe('the chain head in the audit trail', () => {
  it('is written with every event: its number and hash, and nothing about the rider', async () => {
    const job = await workedLeg();
    const rows = await eventsOf(job.id);
    const heads = await db().select().from(auditLog).where(and(eq(auditLog.action, 'proof.sealed'), eq(auditLog.entityId, job.id))).orderBy(asc(auditLog.at));
    expect(heads).toHaveLength(rows.length);
    const details = heads.map((row) => JSON.parse((row as { detail: string }).detail) as { seq: number; hash: string });
    expect(details.map((d) => [d.seq, d.hash]).sort()).toEqual(rows.map((r) => [r.seq, r.hash]).sort());
    expect(JSON.stringify(heads)).not.toContain(job.patientName);
  });
});

describe('events written before the chain was keyed', () => {
  it('still read as intact once the migration pinned their head, and show a rewrite after that', async () => {
    const job = await makeJob(db(), { assignedDriverId: driver.driverId!, status: 'completed' });
    // As the earlier code wrote them: plain SHA-256, no key, the server's clock for the time received.
    let previous = '';
    for (const [seq, kind] of (['start', 'arrival', 'pickup', 'dropoff'] as const).entries()) {
      const fields = { jobId: job.id, seq: seq + 1, kind, occurredAt: new Date(Date.now() - (40 - seq * 10) * 60_000), actorUserId: driver.userId!, actorRole: 'driver', lat: 39.95, lng: -75.16, accuracyMeters: 8, odometer: null, signature: null, noSignatureReason: null, attested: kind === 'dropoff', correction: null };
      const hash = plainHash(previous, { ...fields, prevHash: previous } as ProofRow);
      await db().insert(proofEvents).values({ ...fields, prevHash: previous, hash });
      previous = hash;
    }
    // The migration's own statement pins the head of every chain already there.
    const migration = readFileSync(path.join(import.meta.dirname, '../../db/migrations/0025_keyed_proof_chain.sql'), 'utf8');
    const pin = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO "audit_log"'))!;
    await db().execute(sql.raw(pin));
    expect(await intact(job.id)).toBe(true);

    await rewriteAndRechain(job.id, 2, { lat: 40.1 });
    expect(await intact(job.id)).toBe(false);
  });
});

describe('a rotated secret', () => {
  it('keeps earlier records intact when the old secret is listed as a previous one, and only then', async () => {
    const job = await workedLeg();
    const restartWith = (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, ...env });
      useProofChainKeys(chainKeys(config.proofChain.secret, config.proofChain.previous));
    };
    const newSecret = 'a-new-session-secret-'.padEnd(40, 'n');
    try {
      restartWith({ SESSION_SECRET: newSecret, PROOF_CHAIN_PREVIOUS_SECRETS: `${'x'.repeat(40)}, ${t.config.sessionSecret}` });
      expect(await intact(job.id)).toBe(true);
      restartWith({ SESSION_SECRET: newSecret });
      expect(await intact(job.id)).toBe(false);
      // PROOF_CHAIN_SECRET set to the old session secret keeps the chain's key as it was.
      restartWith({ SESSION_SECRET: newSecret, PROOF_CHAIN_SECRET: t.config.sessionSecret });
      expect(await intact(job.id)).toBe(true);
      expect(() => restartWith({ PROOF_CHAIN_PREVIOUS_SECRETS: 'too-short' })).toThrow(/PROOF_CHAIN_PREVIOUS_SECRETS/);
    } finally {
      restartWith({ SESSION_SECRET: t.config.sessionSecret });
    }
  });
});
