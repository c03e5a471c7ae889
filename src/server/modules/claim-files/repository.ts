import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cursorAt, keyset, keysetOrder } from '../../db/pagination';
import { claimFileLines, claimFiles, users } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
export type ClaimFileRow = typeof claimFiles.$inferSelect;
export type NewClaimFile = typeof claimFiles.$inferInsert;
export type NewClaimFileLine = typeof claimFileLines.$inferInsert;

/**
 * Takes the file's place, or finds none: the unique content hash and interchange number make a second upload of
 * the same file (even one running at the same moment, which waits on the first's row) insert nothing.
 */
export async function insertClaimFile(tx: Tx, file: NewClaimFile): Promise<string | null> {
  const [row] = await tx.insert(claimFiles).values(file).onConflictDoNothing().returning({ id: claimFiles.id });
  return row?.id ?? null;
}

/** The file already posted with this text, or with this sender's interchange number. */
export async function postedBefore(
  db: Reader,
  file: Pick<NewClaimFile, 'contentHash' | 'kind' | 'senderId' | 'interchangeControlNumber'>,
) {
  const [row] = await db
    .select({
      id: claimFiles.id,
      contentHash: claimFiles.contentHash,
      fileName: claimFiles.fileName,
      receivedAt: claimFiles.receivedAt,
    })
    .from(claimFiles)
    .where(
      or(
        eq(claimFiles.contentHash, file.contentHash),
        and(
          eq(claimFiles.kind, file.kind),
          eq(claimFiles.senderId, file.senderId),
          eq(claimFiles.interchangeControlNumber, file.interchangeControlNumber),
        ),
      ),
    )
    .orderBy(sql`${claimFiles.contentHash} = ${file.contentHash} desc`)
    .limit(1);
  return row ?? null;
}

export async function insertClaimFileLines(tx: Tx, lines: NewClaimFileLine[]): Promise<void> {
  // In slices: an 835 of thousands of claims stays under the bind-parameter limit of one statement.
  for (let i = 0; i < lines.length; i += 500) await tx.insert(claimFileLines).values(lines.slice(i, i + 500));
}

export async function setClaimFileCounts(
  tx: Tx,
  id: string,
  counts: Pick<NewClaimFile, 'lineCount' | 'unmatchedCount' | 'rejectedCount'>,
): Promise<void> {
  await tx.update(claimFiles).set(counts).where(eq(claimFiles.id, id));
}

const summaryColumns = {
  id: claimFiles.id,
  kind: claimFiles.kind,
  fileName: claimFiles.fileName,
  interchangeControlNumber: claimFiles.interchangeControlNumber,
  senderId: claimFiles.senderId,
  test: claimFiles.test,
  receivedAt: claimFiles.receivedAt,
  uploadedBy: sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
  lineCount: claimFiles.lineCount,
  unmatchedCount: claimFiles.unmatchedCount,
  rejectedCount: claimFiles.rejectedCount,
  paidCents: claimFiles.paidCents,
  traceNumbers: claimFiles.traceNumbers,
  balanced: claimFiles.balanced,
  cursorAt: cursorAt(claimFiles.receivedAt),
};
const summaries = (db: Reader) =>
  db.select(summaryColumns).from(claimFiles).leftJoin(users, eq(users.id, claimFiles.uploadedByUserId));
export type ClaimFileSummaryRow = Awaited<ReturnType<typeof summaries>>[number];

export const claimFilePage = (db: Reader, page: { cursor?: string; limit: number }) =>
  summaries(db)
    .where(keyset(claimFiles.receivedAt, claimFiles.id, page.cursor))
    .orderBy(...keysetOrder(claimFiles.receivedAt, claimFiles.id))
    .limit(page.limit + 1);

export async function claimFileSummary(db: Reader, id: string) {
  const [row] = await summaries(db).where(eq(claimFiles.id, id)).limit(1);
  return row ?? null;
}

export const claimFileLinesOf = (db: Reader, fileId: string) =>
  db.select().from(claimFileLines).where(eq(claimFileLines.fileId, fileId)).orderBy(asc(claimFileLines.position));
