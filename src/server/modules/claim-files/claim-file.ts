import { createHash } from 'node:crypto';
import { ClaimFileError } from './claim-file-error';
import { delimitersOf, el, readInterchange, type X12Interchange, type X12Transaction } from './x12-envelope';

export { ClaimFileError, type ClaimFileProblem } from './claim-file-error';

/** The clearinghouse answers the product reads (docs/decisions/100-acknowledgments-and-remittances.md). */
export type ClaimFileKind = '999' | '277CA' | '835';

/** The 277 that acknowledges claims; a 277 of another guide (005010X212, a claim status response) is not one. */
export const CLAIM_ACKNOWLEDGMENT_VERSION = '005010X214';

const NAMES: Record<ClaimFileKind, string> = {
  '999': 'a 999 acknowledgment',
  '277CA': 'a 277CA claim acknowledgment',
  '835': 'an 835 remittance',
};

/** What other transaction sets are, for a clerk who uploaded the wrong file. */
const OTHER_SETS: Record<string, string> = {
  '837': 'a claim file (837)',
  '270': 'an eligibility inquiry (270)',
  '271': 'an eligibility response (271)',
  '276': 'a claim status inquiry (276)',
  '820': 'a premium payment (820)',
  '834': 'an enrollment file (834)',
};

function kindOf(transaction: X12Transaction): ClaimFileKind | null {
  // A 997 (the functional acknowledgment some clearinghouses still send) is read as a 999: the same loops under
  // AK3/AK4/AK5, with the same code values.
  if (transaction.id === '999' || transaction.id === '997') return '999';
  if (transaction.id === '835') return '835';
  if (transaction.id === '277' && transaction.version === CLAIM_ACKNOWLEDGMENT_VERSION) return '277CA';
  return null;
}

function describe(transaction: X12Transaction): string {
  if (transaction.id === '277') return `a 277 of guide ${transaction.version || 'unknown'}, not a claim acknowledgment`;
  return OTHER_SETS[transaction.id] ?? `a ${transaction.id} transaction set`;
}

/**
 * The transaction sets of an interchange, all of them the expected kind; a ClaimFileError naming what the file is
 * instead ("This is not an 835 remittance (ST01 is 277)").
 */
export function transactionsOf(interchange: X12Interchange, expected: ClaimFileKind): X12Transaction[] {
  const transactions = interchange.groups.flatMap((group) => group.transactions);
  if (transactions.length === 0) {
    throw new ClaimFileError('wrong_transaction', `This is not ${NAMES[expected]}: the file holds no transaction set.`);
  }
  for (const transaction of transactions) {
    const kind = kindOf(transaction);
    if (kind === expected) continue;
    const what =
      transaction.id === '277' && expected === '277CA'
        ? `its 277 is of guide ${transaction.version || 'unknown'}, not ${CLAIM_ACKNOWLEDGMENT_VERSION}`
        : `ST01 is ${transaction.id}`;
    throw new ClaimFileError('wrong_transaction', `This is not ${NAMES[expected]} (${what}).`);
  }
  return transactions;
}

/**
 * Which answer a clearinghouse file is, from its transaction sets' ST01 (and, for a 277, its guide): the route
 * picks the reader by it. The envelope is checked on the way, so a file that is cut short is refused here already.
 * A file mixing kinds, or holding another transaction set, is refused with what it holds.
 */
export function detectClaimFile(text: string): ClaimFileKind {
  const interchange = readInterchange(text);
  const transactions = interchange.groups.flatMap((group) => group.transactions);
  if (transactions.length === 0) {
    const ta1 = interchange.acknowledgments[0];
    throw new ClaimFileError(
      'wrong_transaction',
      ta1
        ? `This file holds only an interchange acknowledgment (TA1 for interchange ${el(ta1, 1)}, code ${el(ta1, 4)}), which the product does not read: see the clearinghouse's portal for why.`
        : 'The file holds no transaction set: there is nothing to read.',
    );
  }
  const kinds = new Set<ClaimFileKind>();
  for (const transaction of transactions) {
    const kind = kindOf(transaction);
    if (!kind) {
      throw new ClaimFileError(
        'wrong_transaction',
        `This is ${describe(transaction)}: the product reads 999 acknowledgments, 277CA claim acknowledgments and 835 remittances.`,
      );
    }
    kinds.add(kind);
  }
  if (kinds.size > 1) {
    throw new ClaimFileError(
      'wrong_transaction',
      `The file mixes ${[...kinds].map((kind) => NAMES[kind]).join(' and ')}; upload each kind in a file of its own.`,
    );
  }
  return [...kinds][0]!;
}

/**
 * The SHA-256 (hex) of the file's text, for refusing a file posted twice. The same interchange downloaded twice
 * differs in line breaks only: CRLF or LF, a newline after each terminator or none, a portal's 80-column wrapping.
 * So where the segment terminator is not itself a line break, line breaks are dropped; where it is, CRLF and CR
 * become LF. A byte order mark and blanks at either end are dropped too.
 */
export function contentHash(text: string): string {
  const unmarked = text.replace(/^\uFEFF/, '');
  const delimiters = delimitersOf(unmarked);
  const normalized =
    delimiters && delimiters.segment !== '\n' ? unmarked.replace(/[\r\n]/g, '') : unmarked.replace(/\r\n?/g, '\n');
  return createHash('sha256').update(normalized.trim(), 'utf8').digest('hex');
}
