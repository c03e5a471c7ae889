import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
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
// The app's log lines, as the operator ships them off the host.
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream });
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const db = () => t.database.db;
const workedLeg = async () => {
  const job = await makeJob(db(), {
    assignedDriverId: driver.driverId!,
    status: 'accepted',
    pickupTime: new Date(Date.now() + 20 * 60_000),
    dropoffTime: new Date(Date.now() + 60 * 60_000),
  });
  await workLeg(t.app, driver.cookie!, job.id, ['start', 'arrival', 'pickup', 'dropoff']);
  return job;
};
const intact = async (jobId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}/proof`,
    headers: { cookie: admin.cookie! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Proof>().intact;
};
const eventsOf = (jobId: string): Promise<ProofRow[]> =>
  db().select().from(proofEvents).where(eq(proofEvents.jobId, jobId)).orderBy(asc(proofEvents.seq));

/** Runs `change` with the append-only triggers off, as a database writer with the owner's rights can. */
async function asDatabaseWriter(change: () => Promise<unknown>) {
  await db().execute(sql.raw('ALTER TABLE proof_events DISABLE TRIGGER proof_events_no_update'));
  try {
    await change();
  } finally {
    await db().execute(sql.raw('ALTER TABLE proof_events ENABLE TRIGGER proof_events_no_update'));
  }
}

/** Runs `change` with every trigger of the proof and audit tables off, as their owner (the tests' database user) can. */
async function asTableOwner(change: () => Promise<unknown>) {
  for (const table of ['proof_events', 'audit_log'])
    await db().execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  try {
    await change();
  } finally {
    for (const table of ['proof_events', 'audit_log'])
      await db().execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  }
}

/** The chain as anyone reading the code can compute it without a secret: SHA-256 over the fields, in order. */
const plainHash = (prevHash: string, e: ProofRow) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        prevHash,
        e.jobId,
        e.seq,
        e.kind,
        e.occurredAt.toISOString(),
        e.actorUserId,
        e.actorRole,
        e.lat,
        e.lng,
        e.accuracyMeters,
        e.odometer,
        e.signature,
        e.noSignatureReason,
        e.attested,
        e.correction ? [e.correction.step, e.correction.note, e.correction.at] : null,
      ]),
    )
    .digest('hex');

/** Rewrites one field of event `seq` and recomputes every hash after it without the secret. */
async function rewriteAndRechain(jobId: string, seq: number, change: Partial<ProofRow>, extra: Partial<ProofRow> = {}) {
  const rows = await eventsOf(jobId);
  let previous = '';
  await asDatabaseWriter(async () => {
    for (const row of rows) {
      const edited = { ...row, ...(row.seq === seq ? change : {}), ...extra, prevHash: previous };
      edited.hash = plainHash(previous, edited);
      await db()
        .update(proofEvents)
        .set({ ...(row.seq === seq ? change : {}), ...extra, prevHash: edited.prevHash, hash: edited.hash })
        .where(eq(proofEvents.id, row.id));
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
    await asDatabaseWriter(() =>
      db()
        .update(proofEvents)
        .set({ recordedAt: new Date(second!.recordedAt.getTime() - 3_600_000) })
        .where(eq(proofEvents.id, second!.id)),
    );
    expect(await intact(job.id)).toBe(false);
  });

  it('is not intact when its last step is removed, though what is left still chains', async () => {
    const job = await workedLeg();
    const rows = await eventsOf(job.id);
    await asDatabaseWriter(() =>
      db()
        .delete(proofEvents)
        .where(eq(proofEvents.id, rows.at(-1)!.id)),
    );
    expect(await intact(job.id)).toBe(false);
  });
});

describe('a proof chain passed off as written before the chain was keyed', () => {
  /** Every event rewritten as a plain-hash one, its seals deleted and one unkeyed pin put in for the new last event. */
  async function downgrade(jobId: string, pin: (last: ProofRow) => Record<string, unknown>) {
    await rewriteAndRechain(jobId, 3, { odometer: 41_000 }, { chainKey: null });
    const last = (await eventsOf(jobId)).at(-1)!;
    await asTableOwner(async () => {
      await db()
        .delete(auditLog)
        .where(and(eq(auditLog.action, 'proof.sealed'), eq(auditLog.entityId, jobId)));
      await db()
        .insert(auditLog)
        .values({
          action: 'proof.sealed',
          entity: 'job',
          entityId: jobId,
          statusCode: 200,
          method: 'POST',
          route: '(proof chain)',
          detail: JSON.stringify(pin(last)),
        });
    });
  }

  it('is not intact, though its links hold and its last event is pinned as the migration pinned old chains', async () => {
    const job = await workedLeg();
    await downgrade(job.id, (last) => ({ seq: last.seq, hash: last.hash, key: null }));
    expect(await intact(job.id)).toBe(false);
  });

  it('is not intact with a pin whose seal the writer made up: a pin counts only when its MAC verifies', async () => {
    const job = await workedLeg();
    const madeUp = (last: ProofRow) => createHash('sha256').update(`${job.id}|${last.seq}|${last.hash}`).digest('hex');
    await downgrade(job.id, (last) => ({ seq: last.seq, hash: last.hash, key: null, mac: madeUp(last) }));
    expect(await intact(job.id)).toBe(false);
    // Nor under the real key's id, which every seal shows.
    const other = await workedLeg();
    const key = (await eventsOf(other.id))[0]!.chainKey;
    await downgrade(other.id, (last) => ({ seq: last.seq, hash: last.hash, key, mac: madeUp(last) }));
    expect(await intact(other.id)).toBe(false);
  });
});

describe('the chain head in the audit trail', () => {
  it('is written with every event: its number and hash, and nothing about the rider', async () => {
    const job = await workedLeg();
    const rows = await eventsOf(job.id);
    const heads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'proof.sealed'), eq(auditLog.entityId, job.id)))
      .orderBy(asc(auditLog.at));
    expect(heads).toHaveLength(rows.length);
    const details = heads.map((row) => JSON.parse((row as { detail: string }).detail) as { seq: number; hash: string });
    expect(details.map((d) => [d.seq, d.hash]).sort()).toEqual(rows.map((r) => [r.seq, r.hash]).sort());
    expect(JSON.stringify(heads)).not.toContain(job.patientName);
  });

  it('is written to the log too, one line a step, with the job, number, hash, key id and seal, and nothing about the rider', async () => {
    lines.length = 0;
    const job = await workedLeg();
    const rows = await eventsOf(job.id);
    const sealed = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'proof.sealed');
    expect(sealed.map((entry) => [entry.jobId, entry.seq, entry.hash, entry.keyId])).toEqual(
      rows.map((row) => [job.id, row.seq, row.hash, row.chainKey]),
    );
    const pins = await db()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'proof.sealed'), eq(auditLog.entityId, job.id)));
    const macs = pins.map((pin) => (JSON.parse(pin.detail!) as { mac?: string }).mac);
    for (const entry of sealed) {
      expect(entry.mac).toMatch(/^[0-9a-f]{64}$/);
      expect(macs).toContain(entry.mac);
    }
    expect(lines.join('')).not.toContain(job.patientName);
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
      restartWith({
        SESSION_SECRET: newSecret,
        PROOF_CHAIN_PREVIOUS_SECRETS: `${'x'.repeat(40)}, ${t.config.sessionSecret}`,
      });
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
