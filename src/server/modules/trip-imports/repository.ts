import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ManifestMapping } from '../../../domain/manifest-row';
import type { Database } from '../../db/client';
import { cursorAt, decodeCursor, keysetAfter, keysetOrder, toPage } from '../../db/pagination';
import { jobs, payers, tripImportChanges, tripImportMappings, tripImports, users } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export type TripImportRow = typeof tripImports.$inferSelect;
export type NewTripImport = typeof tripImports.$inferInsert;
export type TripImportChangeRow = typeof tripImportChanges.$inferSelect;

const createdBy = alias(users, 'created_by');
const appliedBy = alias(users, 'applied_by');
const decidedBy = alias(users, 'decided_by');

const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn; username: AnyColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), ''), ${u.username})`;

/** An import's columns for the list: everything but its rows. */
const summaryColumns = {
  id: tripImports.id,
  payerId: tripImports.payerId,
  payerName: payers.name,
  fileName: tripImports.fileName,
  fileKind: tripImports.fileKind,
  status: tripImports.status,
  counts: tripImports.counts,
  result: tripImports.result,
  rowCount: sql<number>`jsonb_array_length(${tripImports.sourceRows})`.mapWith(Number),
  createdAt: tripImports.createdAt,
  createdByName: nameOf(createdBy),
  appliedAt: tripImports.appliedAt,
  appliedByName: nameOf(appliedBy),
  pendingChanges:
    sql<number>`(select count(*) from ${tripImportChanges} where ${tripImportChanges.importId} = ${tripImports.id} and ${tripImportChanges.status} = 'pending')`.mapWith(
      Number,
    ),
};

const summaries = (db: Reader) =>
  db
    .select({ ...summaryColumns, cursorAt: cursorAt(tripImports.createdAt) })
    .from(tripImports)
    .innerJoin(payers, eq(payers.id, tripImports.payerId))
    .leftJoin(createdBy, eq(createdBy.id, tripImports.createdByUserId))
    .leftJoin(appliedBy, eq(appliedBy.id, tripImports.appliedByUserId));

export async function listImports(db: Reader, page: { limit: number; cursor?: string | undefined }) {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const rows = await summaries(db)
    .where(after ? keysetAfter(tripImports.createdAt, tripImports.id, after.at, after.id) : undefined)
    .orderBy(...keysetOrder(tripImports.createdAt, tripImports.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (row) => row);
}

export type TripImportSummaryRow = NonNullable<Awaited<ReturnType<typeof importSummary>>>;

export async function importSummary(db: Reader, id: string) {
  const [row] = await summaries(db).where(eq(tripImports.id, id)).limit(1);
  return row;
}

export async function findImport(db: Reader, id: string): Promise<TripImportRow | undefined> {
  const [row] = await db.select().from(tripImports).where(eq(tripImports.id, id)).limit(1);
  return row;
}

export async function lockImport(tx: Tx, id: string): Promise<TripImportRow | undefined> {
  const [row] = await tx.select().from(tripImports).where(eq(tripImports.id, id)).for('update').limit(1);
  return row;
}

export async function insertImport(tx: Tx | Database, values: NewTripImport): Promise<TripImportRow> {
  const [row] = await tx.insert(tripImports).values(values).returning();
  return row!;
}

export async function writeImport(tx: Tx | Database, id: string, values: Partial<NewTripImport>): Promise<void> {
  await tx.update(tripImports).set(values).where(eq(tripImports.id, id));
}

/** The held changes of an import, with the trip they are about. */
export async function changesOfImport(db: Reader, importId: string) {
  return db
    .select({
      change: tripImportChanges,
      tripNumber: jobs.brokerTripId,
      patientName: jobs.patientName,
      decidedByName: nameOf(decidedBy),
    })
    .from(tripImportChanges)
    .innerJoin(jobs, eq(jobs.id, tripImportChanges.jobId))
    .leftJoin(decidedBy, eq(decidedBy.id, tripImportChanges.decidedByUserId))
    .where(eq(tripImportChanges.importId, importId))
    .orderBy(tripImportChanges.rowNumber);
}

export async function insertChanges(tx: Tx, values: (typeof tripImportChanges.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(tripImportChanges).values(values);
}

export async function lockChange(tx: Tx, id: string): Promise<TripImportChangeRow | undefined> {
  const [row] = await tx.select().from(tripImportChanges).where(eq(tripImportChanges.id, id)).for('update').limit(1);
  return row;
}

/** Earlier held changes of these legs still waiting: a newer manifest's change replaces them. */
export async function supersedeChanges(tx: Tx, jobIds: readonly string[], userId: string | null): Promise<void> {
  if (jobIds.length === 0) return;
  await tx
    .update(tripImportChanges)
    .set({ status: 'ignored', decidedAt: new Date(), decidedByUserId: userId })
    .where(and(inArray(tripImportChanges.jobId, [...jobIds]), eq(tripImportChanges.status, 'pending')));
}

export async function decideChange(
  tx: Tx,
  id: string,
  status: 'accepted' | 'ignored',
  userId: string | null,
): Promise<void> {
  await tx
    .update(tripImportChanges)
    .set({ status, decidedAt: new Date(), decidedByUserId: userId })
    .where(eq(tripImportChanges.id, id));
}

export async function savedMapping(db: Reader, payerId: string) {
  const [row] = await db.select().from(tripImportMappings).where(eq(tripImportMappings.payerId, payerId)).limit(1);
  return row;
}

export async function saveMapping(db: Database, payerId: string, mapping: ManifestMapping, userId: string | null) {
  const now = new Date();
  const [row] = await db
    .insert(tripImportMappings)
    .values({ payerId, mapping, updatedByUserId: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: tripImportMappings.payerId,
      set: { mapping, updatedByUserId: userId, updatedAt: now },
    })
    .returning();
  return row!;
}
