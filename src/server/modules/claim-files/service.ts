import type { ClaimFile, ClaimFileInput, ClaimFileLine, ClaimFileSummary } from '../../../domain/claim-answer';
import { formatAmount, sumCents } from '../../../domain/money';
import type { Page } from '../../../domain/page';
import type { Database } from '../../db/client';
import { toPage } from '../../db/pagination';
import { HttpError, notFound } from '../../errors';
import { invoiceNamed, postClaimAnswers, postSetAnswers, type AnswerResult } from '../invoices/service';
import { answersOf277, answersOf835, answersOf999, type ReadLine } from './answers';
import { ClaimFileError, contentHash, detectClaimFile } from './claim-file';
import { read277ca } from './read-277ca';
import { read835 } from './read-835';
import { read999 } from './read-999';
import {
  claimFileLinesOf,
  claimFilePage,
  claimFileSummary,
  insertClaimFile,
  insertClaimFileLines,
  postedBefore,
  setClaimFileCounts,
  type ClaimFileSummaryRow,
  type NewClaimFile,
} from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The file read whole before anything is written: a file that does not read is refused with 400 and changes nothing. */
function readClaimFile(text: string) {
  try {
    const kind = detectClaimFile(text);
    if (kind === '999') {
      const file = read999(text);
      return {
        kind,
        interchange: file.interchange,
        ...answersOf999(file),
        paidCents: null,
        traceNumbers: [],
        balanced: true,
      } as const;
    }
    if (kind === '277CA') {
      const file = read277ca(text);
      return {
        kind,
        interchange: file.interchange,
        ...answersOf277(file),
        paidCents: null,
        traceNumbers: [],
        balanced: true,
      } as const;
    }
    const file = read835(text);
    return {
      kind,
      interchange: file.interchange,
      ...answersOf835(file),
      paidCents: sumCents(file.payments.map((p) => p.amountCents)),
      traceNumbers: file.payments.map((p) => p.traceNumber),
      balanced: file.payments.every((p) => p.balanced && p.claims.every((c) => c.balanced)),
    } as const;
  } catch (error) {
    if (error instanceof ClaimFileError)
      throw new HttpError(400, 'Please correct the highlighted fields', { content: error.message }, undefined, [
        error.problem,
      ]);
    throw error;
  }
}
type ReadFile = ReturnType<typeof readClaimFile>;

/** Posts what the file says in the caller's transaction; each read line gets what it did. */
async function post(tx: Tx, file: ReadFile, userId: string | null): Promise<AnswerResult[]> {
  if (file.kind === '999') return postSetAnswers(tx, file.sets);
  const claims = await postClaimAnswers(tx, file.claims, userId);
  if (file.kind === '277CA') return claims;
  const adjustments: AnswerResult[] = [];
  for (const plb of file.providerAdjustments) {
    const named = plb.reference ? await invoiceNamed(tx, plb.reference) : null;
    adjustments.push(
      named ?? {
        matched: false,
        posted: false,
        claimId: null,
        invoiceId: null,
        invoiceNumber: null,
        riderName: null,
        note: 'Names none of our invoices or claims: kept as unapplied',
      },
    );
  }
  return [...claims, ...adjustments];
}

function allLines(file: ReadFile): ReadLine[] {
  return file.kind === '835' ? [...file.lines, ...file.providerAdjustments.map((p) => p.line)] : file.lines;
}

/**
 * A 999, 277CA or 835 posted (docs/decisions/101-posting-claim-answers.md): read whole, then in one transaction
 * the file's row (which a second copy of the file cannot also take), its answers on the claims and invoices, and a
 * line for every part of it, matched or not. The same file again answers what the first posting did.
 */
export async function postClaimFile(
  db: Database,
  input: ClaimFileInput,
  userId: string | null,
): Promise<{ created: boolean; file: ClaimFile }> {
  const read = readClaimFile(input.content);
  const row: NewClaimFile = {
    kind: read.kind,
    fileName: input.fileName || null,
    interchangeControlNumber: read.interchange.controlNumber,
    senderId: read.interchange.senderId,
    test: read.interchange.test,
    contentHash: contentHash(input.content),
    content: input.content,
    lineCount: 0,
    unmatchedCount: 0,
    rejectedCount: 0,
    paidCents: read.paidCents,
    traceNumbers: [...read.traceNumbers],
    balanced: read.balanced,
    uploadedByUserId: userId,
  };
  const id = await db.transaction(async (tx) => {
    const fileId = await insertClaimFile(tx, row);
    if (!fileId) return null;
    const results = await post(tx, read, userId);
    const lines = allLines(read);
    await insertClaimFileLines(
      tx,
      lines.map((line, i) => {
        const result = results[i]!;
        const outcome = line.kind === 'provider_adjustment' && result.matched ? 'applied' : line.outcome;
        return { ...line, outcome, ...result, fileId, position: i + 1 };
      }),
    );
    await setClaimFileCounts(tx, fileId, {
      lineCount: lines.length,
      unmatchedCount: lines.filter((l, i) => l.kind !== 'provider_adjustment' && !results[i]!.matched).length,
      rejectedCount: lines.filter((l) => l.outcome === 'rejected' || l.outcome === 'denied').length,
    });
    return fileId;
  });
  if (id) return { created: true, file: await claimFileById(db, id) };

  const before = await postedBefore(db, row);
  if (before && before.contentHash === row.contentHash)
    return { created: false, file: { ...(await claimFileById(db, before.id)), duplicate: true } };
  throw new HttpError(
    409,
    `Interchange ${row.interchangeControlNumber} from ${row.senderId} was posted already from another file${before?.fileName ? ` (${before.fileName})` : ''}: a sender never reuses an interchange number, so this file was not posted`,
    undefined,
    undefined,
    ['interchange_already_posted'],
  );
}

function toSummary(r: ClaimFileSummaryRow): ClaimFileSummary {
  return {
    id: r.id,
    kind: r.kind,
    fileName: r.fileName,
    interchangeControlNumber: r.interchangeControlNumber,
    senderId: r.senderId,
    test: r.test,
    receivedAt: r.receivedAt.toISOString(),
    uploadedBy: r.uploadedBy,
    lineCount: r.lineCount,
    unmatchedCount: r.unmatchedCount,
    rejectedCount: r.rejectedCount,
    paid: r.paidCents === null ? null : formatAmount(r.paidCents),
    traceNumbers: r.traceNumbers,
    balanced: r.balanced,
  };
}

export async function listClaimFiles(
  db: Database,
  page: { cursor?: string; limit: number },
): Promise<Page<ClaimFileSummary>> {
  return toPage(await claimFilePage(db, page), page.limit, toSummary);
}

export async function claimFileById(db: Database, id: string): Promise<ClaimFile> {
  const summary = await claimFileSummary(db, id);
  if (!summary) throw notFound();
  const lines = await claimFileLinesOf(db, id);
  return {
    ...toSummary(summary),
    duplicate: false,
    lines: lines.map((l): ClaimFileLine => ({
      position: l.position,
      kind: l.kind,
      controlNumber: l.controlNumber,
      outcome: l.outcome,
      matched: l.matched,
      posted: l.posted,
      claimId: l.claimId,
      invoiceId: l.invoiceId,
      invoiceNumber: l.invoiceNumber,
      riderName: l.riderName,
      charge: l.chargeCents === null ? null : formatAmount(l.chargeCents),
      paid: l.paidCents === null ? null : formatAmount(l.paidCents),
      payerClaimNumber: l.payerClaimNumber,
      reasons: l.reasons.map((r) => ({
        source: r.source,
        code: r.code,
        text: r.text,
        amount: r.amountCents === null ? null : formatAmount(r.amountCents),
      })),
      note: l.note,
    })),
  };
}
