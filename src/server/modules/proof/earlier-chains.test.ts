import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Proof } from '../../../domain/proof';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, proofEvents } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { throwAwayDirs } from '../../test/temp-dirs';
import { openTestDatabase } from '../../test/test-app';
import type { ProofRow } from './repository';

/**
 * Chains written before seals were keyed (docs/decisions/076-keyed-proof-chain.md), on PGlite and PostgreSQL: the
 * database is filled as the earlier code and migration 0025 left it, and only then does the app start on it.
 */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: SignedIn;
const lines: string[] = [];
const dirs = throwAwayDirs('earlier-chains');
const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'),
  DATA_DIR: dirs(),
  LOG_LEVEL: 'info',
});
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
/** The app started on the database as it stands: what a deploy of this version does. */
const start = () => buildApp(config, { database, logger: true, logStream });
const db = () => database.db;

/** The chain as the earlier code wrote it: plain SHA-256, no key. */
const plainHash = (prevHash: string, e: Omit<ProofRow, 'id' | 'recordedAt' | 'hash' | 'prevHash' | 'chainKey'>) =>
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

/** A completed leg's four steps as the earlier code wrote them; `tampered` breaks the link after the second. */
async function earlierLeg(tampered = false) {
  const job = await makeJob(db(), { status: 'completed' });
  let previous = '';
  for (const [index, kind] of (['start', 'arrival', 'pickup', 'dropoff'] as const).entries()) {
    const fields = {
      jobId: job.id,
      seq: index + 1,
      kind,
      occurredAt: new Date(Date.now() - (40 - index * 10) * 60_000),
      actorUserId: null,
      actorRole: 'driver',
      lat: 39.95,
      lng: -75.16,
      accuracyMeters: 8,
      odometer: null,
      signature: null,
      noSignatureReason: null,
      attested: kind === 'dropoff',
      correction: null,
      lateReason: null,
      lateNote: null,
      signerType: null,
      signerName: null,
    };
    const hash = plainHash(previous, fields);
    await db()
      .insert(proofEvents)
      .values({ ...fields, prevHash: tampered && index === 2 ? 'f'.repeat(64) : previous, hash });
    previous = hash;
  }
  return job;
}

const eventsOf = (jobId: string): Promise<ProofRow[]> =>
  db().select().from(proofEvents).where(eq(proofEvents.jobId, jobId)).orderBy(asc(proofEvents.seq));
const intact = async (jobId: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/jobs/${jobId}/proof`, headers: { cookie: admin.cookie! } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Proof>().intact;
};
const sealLines = () =>
  lines
    .join('')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => typeof entry.msg === 'string' && entry.msg.startsWith('proof.'));

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

let kept: Awaited<ReturnType<typeof earlierLeg>>;
let broken: Awaited<ReturnType<typeof earlierLeg>>;
beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  kept = await earlierLeg();
  broken = await earlierLeg(true);
  // Migration 0025's own statement pins the head of every chain already there, with no key.
  const migration = readFileSync(
    path.join(import.meta.dirname, '../../db/migrations/0025_keyed_proof_chain.sql'),
    'utf8',
  );
  await db().execute(
    sql.raw(
      migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO "audit_log"'))!,
    ),
  );
  app = await start();
  admin = await signedIn(app, db(), 'admin');
});
afterAll(async () => {
  await app?.close();
  await opened?.drop();
});

describe('a chain written before seals were keyed', () => {
  it('is sealed with the key at the first start-up, and reads as intact', async () => {
    const pins = await db()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'proof.sealed'), eq(auditLog.entityId, kept.id)));
    const last = (await eventsOf(kept.id)).at(-1)!;
    expect(pins.map((pin) => JSON.parse(pin.detail!) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ seq: last.seq, hash: last.hash, mac: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    );
    expect(await intact(kept.id)).toBe(true);
    // Its seal went to the log as well, and the start-up says once how many legs it sealed.
    expect(sealLines()).toContainEqual(
      expect.objectContaining({ msg: 'proof.sealed', jobId: kept.id, seq: last.seq, hash: last.hash }),
    );
    expect(sealLines().filter((entry) => entry.msg === 'proof.earlier_chains_sealed')).toEqual([
      expect.objectContaining({ legs: 1 }),
    ]);
  });

  it('that did not hold before is not sealed, and still reads as not intact', async () => {
    expect(sealLines().map((entry) => entry.jobId)).not.toContain(broken.id);
    expect(await intact(broken.id)).toBe(false);
  });

  it('reads as not intact when rewritten after the start-up, even when the rewrite is pinned again as the migration pinned, and restarting seals nothing more', async () => {
    const rows = await eventsOf(kept.id);
    let previous = '';
    await asTableOwner(async () => {
      for (const row of rows) {
        const hash = plainHash(previous, { ...row, lat: row.seq === 2 ? 40.1 : row.lat });
        await db()
          .update(proofEvents)
          .set({ lat: row.seq === 2 ? 40.1 : row.lat, prevHash: previous, hash })
          .where(eq(proofEvents.id, row.id));
        previous = hash;
      }
      await db()
        .delete(auditLog)
        .where(and(eq(auditLog.action, 'proof.sealed'), eq(auditLog.entityId, kept.id)));
      await db()
        .insert(auditLog)
        .values({
          action: 'proof.sealed',
          entity: 'job',
          entityId: kept.id,
          statusCode: 200,
          method: 'POST',
          route: '(proof chain)',
          detail: JSON.stringify({ seq: rows.length, hash: previous, key: null }),
        });
    });
    expect(await intact(kept.id)).toBe(false);

    lines.length = 0;
    const again = await start();
    await again.close();
    expect(sealLines()).toEqual([]);
    expect(await intact(kept.id)).toBe(false);
    // One record of the start-up's sealing, with no leg named in it.
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'proof.sealed'), isNull(auditLog.entityId))),
    ).toHaveLength(1);
  });
});
