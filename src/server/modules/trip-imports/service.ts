import type { z } from 'zod';
import type { SessionUser } from '../../../domain/auth';
import { READY_MAPPINGS, type ManifestMapping } from '../../../domain/manifest-row';
import type { Page } from '../../../domain/page';
import { decideRow, outboundNumbersOf } from '../../../domain/trip-import-plan';
import {
  asMapping,
  type manifestMappingSchema,
  type tripImportInput,
  type TripImport,
  type TripImportChange,
  type TripImportMapping,
  type TripImportResult,
  type TripImportRow,
  type TripImportSummary,
} from '../../../domain/trip-import';
import type { Database } from '../../db/client';
import type { pageQuery } from '../../db/pagination';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import {
  bookImportedLegs,
  cancelImportedLeg,
  holdPayerImports,
  insertImportedLegs,
  legKey,
  legsByTripNumber,
  updateImportedLeg,
  type NewImportedLeg,
} from '../jobs/imported-legs';
import { payerExists } from '../payers/service';
import { loadPolicies } from '../policies/service';
import { linkManifestRider, nameAndBirthKey } from '../riders/service';
import { ManifestFileError, manifestKindOf, manifestRows } from './manifest-file';
import { countRows, planRows } from './plan';
import {
  changesOfImport,
  decideChange,
  findImport,
  importSummary,
  insertChanges,
  insertImport,
  listImports,
  lockChange,
  lockImport,
  saveMapping,
  savedMapping,
  supersedeChanges,
  writeImport,
  type TripImportSummaryRow,
} from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PageQuery = { [K in keyof typeof pageQuery]?: z.output<(typeof pageQuery)[K]> };

/**
 * A broker's manifest in (docs/decisions/105-broker-trip-import.md): read and previewed without writing a trip,
 * then applied in one transaction; a change to a trip a driver already has is held for the dispatcher.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toSummary(row: TripImportSummaryRow): TripImportSummary {
  return {
    id: row.id,
    payerId: row.payerId,
    payerName: row.payerName,
    fileName: row.fileName,
    fileKind: row.fileKind,
    status: row.status,
    rowCount: row.rowCount,
    counts: row.counts,
    result: row.result,
    pendingChanges: row.pendingChanges,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    appliedAt: iso(row.appliedAt),
    appliedByName: row.appliedByName,
  };
}

/** The payer's saved mapping, else the ready one asked for, else the generic one. */
async function mappingFor(
  db: Database,
  payerId: string,
  ready?: keyof typeof READY_MAPPINGS,
): Promise<ManifestMapping> {
  const saved = await savedMapping(db, payerId);
  return saved?.mapping ?? READY_MAPPINGS[ready ?? 'generic'];
}

export async function tripImportById(db: Database, id: string): Promise<TripImport> {
  const [summary, stored, changes] = await Promise.all([
    importSummary(db, id),
    findImport(db, id),
    changesOfImport(db, id),
  ]);
  if (!summary || !stored) throw notFound();
  const cells = new Map(stored.sourceRows.map((r) => [r.number, r.cells]));
  return {
    ...toSummary(summary),
    headers: stored.headers,
    mapping: stored.mapping,
    rows: stored.previewRows.map(({ tripKey: _key, ...row }) => ({ ...row, cells: cells.get(row.number) ?? {} })),
    changes: changes.map(toChange),
  };
}

function toChange(row: Awaited<ReturnType<typeof changesOfImport>>[number]): TripImportChange {
  return {
    id: row.change.id,
    importId: row.change.importId,
    jobId: row.change.jobId,
    rowNumber: row.change.rowNumber,
    tripNumber: row.tripNumber,
    patientName: row.patientName,
    kind: row.change.kind,
    changes: row.change.changes,
    status: row.change.status,
    decidedAt: iso(row.change.decidedAt),
    decidedByName: row.decidedByName,
  };
}

export async function listTripImports(db: Database, query: PageQuery): Promise<Page<TripImportSummary>> {
  const page = await listImports(db, { limit: query.limit ?? 20, cursor: query.cursor });
  return { ...page, items: page.items.map(toSummary) };
}

/** POST /api/trip-imports: the file read and previewed; nothing but the import itself is written. */
export async function previewImport(
  db: Database,
  input: z.output<typeof tripImportInput>,
  userId: string | null,
  timeZone: string,
): Promise<TripImport> {
  if (!(await payerExists(db, input.payerId)))
    throw badRequest('Please correct the highlighted fields', { payerId: 'No such payer' });
  const bytes = Buffer.from(input.content, 'base64');
  let read;
  try {
    const kind = manifestKindOf(bytes, input.fileName);
    read = { kind, ...(await manifestRows(bytes, kind)) };
  } catch (error) {
    if (error instanceof ManifestFileError) throw badRequest(error.message, { content: error.message });
    throw error;
  }
  const mapping = await mappingFor(db, input.payerId, input.mapping);
  const rows = await planRows(db, input.payerId, read.rows, mapping, timeZone);
  const made = await insertImport(db, {
    payerId: input.payerId,
    fileName: input.fileName,
    fileKind: read.kind,
    headers: read.headers,
    sourceRows: read.rows,
    mapping,
    previewRows: rows,
    counts: countRows(rows),
    createdByUserId: userId,
  });
  return tripImportById(db, made.id);
}

/** POST /api/trip-imports/{id}/preview: the same file read again with the payer's mapping as it is now. */
export async function previewAgain(db: Database, id: string, timeZone: string): Promise<TripImport> {
  const stored = await findImport(db, id);
  if (!stored) throw notFound();
  if (stored.status === 'applied') throw conflict('This manifest is already applied; upload the next one instead');
  // The payer's mapping as saved now, else the one the file was first read with.
  const mapping = (await savedMapping(db, stored.payerId))?.mapping ?? stored.mapping;
  const rows = await planRows(db, stored.payerId, stored.sourceRows, mapping, timeZone);
  await writeImport(db, id, { mapping, previewRows: rows, counts: countRows(rows) });
  return tripImportById(db, id);
}

/** The riders the rows name, made where new (once each, though both legs name them), by row number. */
async function ridersOfRows(tx: Tx, rows: readonly TripImportRow[]): Promise<Map<number, string | null>> {
  const ids = new Map<number, string | null>();
  const made = new Map<string, string>();
  for (const row of rows) {
    const rider = row.rider!;
    if (rider.riderId || rider.match === 'none' || !rider.dateOfBirth) {
      ids.set(row.number, rider.riderId);
      continue;
    }
    const key = nameAndBirthKey(rider.name, rider.dateOfBirth);
    let id = made.get(key);
    if (!id) {
      id = await linkManifestRider(
        tx,
        {
          fullName: rider.name,
          dateOfBirth: rider.dateOfBirth,
          phone: row.values!.patientPhone,
          memberId: rider.memberId,
        },
        {
          levelOfService: row.values!.levelOfService,
          escortCount: row.values!.escortCount,
          language: rider.language ?? undefined,
        },
      );
      made.set(key, id);
    }
    ids.set(row.number, id);
  }
  return ids;
}

/**
 * POST /api/trip-imports/{id}/apply: every row in one transaction, each decided again against the trips as they are
 * now (locked), so an apply repeated, or two at once, writes each trip once. A file with errors writes nothing
 * unless its bad rows are left out.
 */
export async function applyImport(
  db: Database,
  id: string,
  options: { skipErrorRows: boolean },
  user: Pick<SessionUser, 'id'>,
  timeZone: string,
): Promise<TripImport> {
  const policy = (await loadPolicies(db)).trip;
  await db.transaction(async (tx) => {
    const stored = await lockImport(tx, id);
    if (!stored) throw notFound();
    if (stored.status === 'applied') return;
    const bad = stored.previewRows.filter((r) => r.outcome === 'error');
    if (bad.length > 0 && !options.skipErrorRows)
      throw new HttpError(
        422,
        `${bad.length} ${bad.length === 1 ? 'row has' : 'rows have'} errors: correct the mapping or the file, or apply without ${bad.length === 1 ? 'it' : 'them'}`,
        { skipErrorRows: 'Rows with errors are not written unless they are left out' },
        undefined,
        ['import_has_errors'],
      );
    await holdPayerImports(tx, stored.payerId);
    const rows = stored.previewRows.filter((r) => r.outcome !== 'error');
    const current = await legsByTripNumber(
      tx,
      stored.payerId,
      rows.map((r) => r.tripNumber!),
      { lock: true },
    );
    const result: TripImportResult = { created: 0, updated: 0, cancelled: 0, held: 0, skipped: bad.length };
    const held: Parameters<typeof insertChanges>[1] = [];
    const fresh: TripImportRow[] = [];
    for (const row of rows) {
      const job = current.get(legKey(row.tripNumber!, row.leg!)) ?? null;
      const decision = decideRow(row, row.values!, job);
      if (decision.outcome === 'new') fresh.push(row);
      else if (decision.outcome === 'unchanged') continue;
      else if (decision.held) {
        held.push({
          importId: id,
          jobId: job!.id,
          rowNumber: row.number,
          kind: decision.outcome,
          changes: decision.changes,
          values: row.values!,
        });
      } else if (decision.outcome === 'update') {
        await updateImportedLeg(tx, job!.id, row.values!, timeZone);
        result.updated += 1;
      } else {
        await cancelImportedLeg(tx, job!.id, user, timeZone, policy, { withReturn: row.cancelsReturn });
        result.cancelled += 1;
      }
    }
    await supersedeChanges(
      tx,
      held.map((h) => h.jobId),
      user.id,
    );
    await insertChanges(tx, held);
    result.held = held.length;
    result.created = await writeNewLegs(tx, stored.payerId, stored.mapping, fresh, current, timeZone);
    await writeImport(tx, id, { status: 'applied', result, appliedAt: new Date(), appliedByUserId: user.id });
  });
  return tripImportById(db, id);
}

/**
 * The new legs: the ways there first, then the ways back linked to theirs (in this file, else among the payer's
 * trips). Answers how many were written.
 */
async function writeNewLegs(
  tx: Tx,
  payerId: string,
  mapping: ManifestMapping,
  rows: readonly TripImportRow[],
  current: Map<string, { id: string }>,
  timeZone: string,
): Promise<number> {
  const riderIds = await ridersOfRows(tx, rows);
  const leg = (row: TripImportRow, returnOfJobId: string | null): NewImportedLeg => ({
    values: row.values!,
    payerId,
    riderId: riderIds.get(row.number) ?? null,
    brokerTripId: row.tripNumber!,
    leg: row.leg!,
    returnOfJobId,
  });
  const outbound = rows.filter((r) => r.leg === 'outbound');
  const made = await insertImportedLegs(
    tx,
    outbound.map((r) => leg(r, null)),
  );
  const outboundByKey = new Map<string, { id: string }>();
  outbound.forEach((r, i) => {
    if (made[i]) outboundByKey.set(r.tripKey!, made[i]);
  });
  const backs = rows.filter((r) => r.leg === 'return');
  const earlier = await legsByTripNumber(
    tx,
    payerId,
    backs.filter((r) => !outboundByKey.has(r.tripKey!)).flatMap((r) => outboundNumbersOf(r.tripKey!, mapping)),
  );
  const wayThere = (r: TripImportRow) =>
    outboundByKey.get(r.tripKey!) ??
    outboundNumbersOf(r.tripKey!, mapping)
      .map((n) => current.get(legKey(n, 'outbound')) ?? earlier.get(legKey(n, 'outbound')))
      .find(Boolean) ??
    null;
  const madeBacks = await insertImportedLegs(
    tx,
    backs.map((r) => leg(r, wayThere(r)?.id ?? null)),
  );
  const backOf = new Map(
    backs.flatMap((r, i) => (madeBacks[i]?.returnOfJobId ? [[madeBacks[i].returnOfJobId, madeBacks[i]] as const] : [])),
  );
  await bookImportedLegs(
    tx,
    [
      ...made.flatMap((o) => (o ? [{ outbound: o, back: backOf.get(o.id) ?? null }] : [])),
      ...madeBacks.flatMap((b) => (b && !b.returnOfJobId ? [{ outbound: null, back: b }] : [])),
    ],
    timeZone,
  );
  return made.filter(Boolean).length + madeBacks.filter(Boolean).length;
}

/** POST /api/trip-import-changes/{id}/accept|ignore: the dispatcher's word on a held change. */
export async function decideHeldChange(
  db: Database,
  id: string,
  decision: 'accepted' | 'ignored',
  user: Pick<SessionUser, 'id'>,
  timeZone: string,
): Promise<TripImportChange> {
  const policy = (await loadPolicies(db)).trip;
  const importId = await db.transaction(async (tx) => {
    const change = await lockChange(tx, id);
    if (!change) throw notFound();
    if (change.status !== 'pending') throw conflict(`This change was already ${change.status}`);
    if (decision === 'accepted') {
      if (change.kind === 'update') await updateImportedLeg(tx, change.jobId, change.values, timeZone);
      else await cancelImportedLeg(tx, change.jobId, user, timeZone, policy, { withReturn: false });
    }
    await decideChange(tx, id, decision, user.id);
    return change.importId;
  });
  const changes = await changesOfImport(db, importId);
  return toChange(changes.find((c) => c.change.id === id)!);
}

export async function mappingOfPayer(db: Database, payerId: string): Promise<TripImportMapping> {
  if (!(await payerExists(db, payerId))) throw notFound();
  const saved = await savedMapping(db, payerId);
  return {
    payerId,
    saved: Boolean(saved),
    mapping: saved?.mapping ?? READY_MAPPINGS.generic,
    updatedAt: iso(saved?.updatedAt ?? null),
  };
}

export async function savePayerMapping(
  db: Database,
  payerId: string,
  input: z.output<typeof manifestMappingSchema>,
  userId: string | null,
): Promise<TripImportMapping> {
  if (!(await payerExists(db, payerId))) throw notFound();
  const row = await saveMapping(db, payerId, asMapping(input), userId);
  return { payerId, saved: true, mapping: row.mapping, updatedAt: row.updatedAt.toISOString() };
}
