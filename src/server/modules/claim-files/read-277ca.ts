import type { Cents } from '../../../domain/money';
import { ClaimFileError } from './claim-file-error';
import { transactionsOf } from './claim-file';
import { claimStatusCategoryText, claimStatusText, entityText, statusActionText } from './codes/claim-status';
import { withText, type CodeWithText } from './codes/lookup';
import {
  centsFrom,
  componentsOf,
  el,
  isoDate,
  optionalCents,
  readInterchange,
  summaryOf,
  type InterchangeSummary,
  type X12Delimiters,
  type X12Segment,
} from './x12-envelope';

/** One STC composite (STC01, STC10 or STC11): category, status and the entity whose data it is about. */
export interface ClaimStatus277 {
  /** Composite 1: the claim status category (A1 received, A2 accepted, A7 rejected for invalid information…). */
  category: CodeWithText;
  /** Composite 2: the claim status code (what was received, missing or wrong). */
  status: CodeWithText;
  /** Composite 3: whose data, when given (85 billing provider, QC patient…). */
  entity: CodeWithText | null;
}

/** An STC segment. */
export interface StatusInformation277 {
  statuses: ClaimStatus277[];
  /** STC02, the date the status took effect. */
  date: string | null;
  /** STC03: WQ accept, U reject. */
  action: CodeWithText | null;
  /** STC04: the charge the status is about (the claim's total, the batch's…). */
  chargeCents: Cents | null;
  /** STC12, the sender's free text. */
  message: string | null;
}

/**
 * What a status says of a claim: `accepted` (A0, A1, A2, A5: received or in adjudication), `rejected` (A3, A4, A6,
 * A7, A8, and E0, E3, E4, which ask for corrected data), `pending` (P and R categories), `finalized` (F), or
 * `unknown` when it names no category the reader knows and no action code either.
 */
export type Outcome277 = 'accepted' | 'rejected' | 'pending' | 'finalized' | 'unknown';

export interface Party277 {
  /** Last or organization name (NM103), with the first name (NM104) for a person. */
  name: string;
  /** NM108: 46 (ETIN), PI (payer id), XX (NPI), MI (member id)… */
  idQualifier: string;
  /** NM109. */
  id: string;
}

export interface ServiceLineAck277 {
  /** SVC01: qualifier (HC), code, modifiers. */
  procedure: { qualifier: string; code: string; modifiers: string[] };
  chargeCents: Cents;
  revenueCode: string | null;
  /** SVC07, the units we billed. */
  units: string | null;
  /** REF*FJ, the line item control number we sent, if we sent one. */
  lineItemControlNumber: string | null;
  serviceDate: { from: string; to: string } | null;
  statusInformation: StatusInformation277[];
}

/** One claim as the 277CA acknowledges it (loop 2200D). */
export interface ClaimAck277 {
  /** TRN02: the CLM01 we sent, as the sender writes it back (some upper-case it). */
  claimControlNumber: string;
  outcome: Outcome277;
  accepted: boolean;
  statusInformation: StatusInformation277[];
  /** The claim charge the first STC04 repeats. */
  chargeCents: Cents | null;
  /** REF*1K: the number the payer filed the claim under, for a corrected claim (REF*F8) or a call. */
  payerClaimControlNumber: string | null;
  /** REF*D9: the clearinghouse's trace number for the claim. */
  clearinghouseTraceNumber: string | null;
  serviceDate: { from: string; to: string } | null;
  patient: Party277 | null;
  billingProvider: Party277 | null;
  /** The receiver's TRN02 (the BHT03 of the 837 the claim came in): which file of ours this answers. */
  batchNumber: string | null;
  lines: ServiceLineAck277[];
}

export interface ProviderAck277 {
  provider: Party277;
  /** TRN02 of loop 2200C. */
  traceNumber: string;
  statusInformation: StatusInformation277[];
  acceptedQuantity: number | null;
  rejectedQuantity: number | null;
  acceptedCents: Cents | null;
  rejectedCents: Cents | null;
}

/** One information source (payer or clearinghouse) answering one receiver (us): loops 2000A and 2000B. */
export interface BatchAck277 {
  informationSource: Party277 & { traceNumber: string | null; receivedDate: string | null; processDate: string | null };
  receiver: Party277 | null;
  /** TRN02 of loop 2200B: the BHT03 of our 837. */
  batchNumber: string | null;
  statusInformation: StatusInformation277[];
  acceptedQuantity: number | null;
  rejectedQuantity: number | null;
  acceptedCents: Cents | null;
  rejectedCents: Cents | null;
  providers: ProviderAck277[];
}

export interface Ack277CA {
  kind: '277CA';
  interchangeControlNumber: string;
  interchange: InterchangeSummary;
  batches: BatchAck277[];
  /** Every claim of every batch, in file order. */
  claims: ClaimAck277[];
}

const ACCEPTED = new Set(['A0', 'A1', 'A2', 'A5']);
const REJECTED = new Set(['A3', 'A4', 'A6', 'A7', 'A8', 'E0', 'E3', 'E4']);

/** How a claim stands, from its claim-level STC segments (docs/decisions/100-acknowledgments-and-remittances.md). */
export function outcomeOf(information: StatusInformation277[]): Outcome277 {
  const categories = information.flatMap((stc) => stc.statuses.map((s) => s.category.code));
  // A rejection anywhere wins: a claim first received (A1) and then rejected (A7) in the same file is rejected.
  if (categories.some((c) => REJECTED.has(c))) return 'rejected';
  if (categories.some((c) => ACCEPTED.has(c))) return 'accepted';
  if (categories.some((c) => c.startsWith('P') || c.startsWith('R'))) return 'pending';
  if (categories.some((c) => c.startsWith('F'))) return 'finalized';
  const actions = information.map((stc) => stc.action?.code);
  if (actions.includes('U')) return 'rejected';
  if (actions.includes('WQ')) return 'accepted';
  return 'unknown';
}

function quantity(value: string, where: string): number | null {
  if (value === '') return null;
  if (!/^\d+(\.0+)?$/.test(value)) throw new ClaimFileError('malformed', `${where} is not a count: "${value}".`);
  return Number.parseInt(value, 10);
}

/** DTP03 as a range: format qualifier 'D8' is one day, 'RD8' "CCYYMMDD-CCYYMMDD". */
function dateRange(segment: X12Segment, where: string): { from: string; to: string } {
  const format = el(segment, 2);
  const value = el(segment, 3);
  if (format === 'RD8') {
    const [from = '', to = ''] = value.split('-');
    return { from: isoDate(from, where), to: isoDate(to, where) };
  }
  const day = isoDate(value, where);
  return { from: day, to: day };
}

function party(segment: X12Segment): Party277 {
  const last = el(segment, 3);
  const first = el(segment, 4);
  return { name: first ? `${last}, ${first}` : last, idQualifier: el(segment, 8), id: el(segment, 9) };
}

function statusInformation(segment: X12Segment, delimiters: X12Delimiters, where: string): StatusInformation277 {
  const statuses = [1, 10, 11].flatMap((n) => {
    const value = el(segment, n);
    if (!value) return [];
    const [category = '', status = '', entity = ''] = componentsOf(value, delimiters);
    if (!category || !status) {
      throw new ClaimFileError(
        'malformed',
        `STC${String(n).padStart(2, '0')} of ${where} lacks its category or status code.`,
      );
    }
    return [
      {
        category: withText(category, claimStatusCategoryText),
        status: withText(status, claimStatusText),
        entity: entity ? withText(entity, entityText) : null,
      },
    ];
  });
  if (statuses.length === 0) throw new ClaimFileError('malformed', `An STC segment of ${where} has no status (STC01).`);
  const action = el(segment, 3);
  return {
    statuses,
    date: el(segment, 2) ? isoDate(el(segment, 2), `STC02 of ${where}`) : null,
    action: action ? withText(action, statusActionText) : null,
    chargeCents: optionalCents(el(segment, 4), `STC04 of ${where}`),
    message: el(segment, 12) || null,
  };
}

type Level = 'source' | 'receiver' | 'provider' | 'patient' | 'other';
const LEVELS: Record<string, Level> = { '20': 'source', '21': 'receiver', '19': 'provider', PT: 'patient' };

function readTransactionSet(
  segments: X12Segment[],
  delimiters: X12Delimiters,
): { batches: BatchAck277[]; claims: ClaimAck277[] } {
  const batches: BatchAck277[] = [];
  const claims: ClaimAck277[] = [];
  let level: Level = 'other';
  let batch: BatchAck277 | null = null;
  let provider: ProviderAck277 | null = null;
  let patient: Party277 | null = null;
  let claim: ClaimAck277 | null = null;
  let line: ServiceLineAck277 | null = null;

  const where = () =>
    line
      ? `a service line of claim ${claim!.claimControlNumber}`
      : claim
        ? `claim ${claim.claimControlNumber}`
        : `the ${level} level`;
  const totals = (): BatchAck277 | ProviderAck277 | null =>
    level === 'receiver' ? batch : level === 'provider' ? provider : null;

  for (const segment of segments) {
    switch (segment.id) {
      case 'HL':
        level = LEVELS[el(segment, 3)] ?? 'other';
        claim = null;
        line = null;
        if (level === 'source') {
          batch = {
            informationSource: {
              name: '',
              idQualifier: '',
              id: '',
              traceNumber: null,
              receivedDate: null,
              processDate: null,
            },
            receiver: null,
            batchNumber: null,
            statusInformation: [],
            acceptedQuantity: null,
            rejectedQuantity: null,
            acceptedCents: null,
            rejectedCents: null,
            providers: [],
          };
          batches.push(batch);
          provider = null;
        } else if (level === 'provider') {
          if (!batch) {
            throw new ClaimFileError(
              'malformed',
              'The 277CA names a billing provider (HL 19) before its information source (HL 20).',
            );
          }
          provider = {
            provider: { name: '', idQualifier: '', id: '' },
            traceNumber: '',
            statusInformation: [],
            acceptedQuantity: null,
            rejectedQuantity: null,
            acceptedCents: null,
            rejectedCents: null,
          };
          batch.providers.push(provider);
        } else if (level === 'patient') {
          patient = null;
        }
        break;
      case 'NM1':
        if (level === 'source' && batch) Object.assign(batch.informationSource, party(segment));
        else if (level === 'receiver' && batch) batch.receiver = party(segment);
        else if (level === 'provider' && provider) provider.provider = party(segment);
        else if (level === 'patient') patient = party(segment);
        break;
      case 'TRN':
        if (level === 'source' && batch) batch.informationSource.traceNumber = el(segment, 2) || null;
        else if (level === 'receiver' && batch) batch.batchNumber = el(segment, 2) || null;
        else if (level === 'provider' && provider) provider.traceNumber = el(segment, 2);
        else if (level === 'patient') {
          // Loop 2200D: each TRN under a patient begins a claim; one patient may have several.
          const number = el(segment, 2);
          if (!number) {
            throw new ClaimFileError(
              'malformed',
              'A claim of the 277CA (loop 2200D) has no claim control number (TRN02).',
            );
          }
          claim = {
            claimControlNumber: number,
            outcome: 'unknown',
            accepted: false,
            statusInformation: [],
            chargeCents: null,
            payerClaimControlNumber: null,
            clearinghouseTraceNumber: null,
            serviceDate: null,
            patient,
            billingProvider: provider?.provider ?? null,
            batchNumber: batch?.batchNumber ?? null,
            lines: [],
          };
          line = null;
          claims.push(claim);
        }
        break;
      case 'STC': {
        const information = statusInformation(segment, delimiters, where());
        if (line) line.statusInformation.push(information);
        else if (claim) claim.statusInformation.push(information);
        else if (level === 'provider' && provider) provider.statusInformation.push(information);
        else if (batch) batch.statusInformation.push(information);
        break;
      }
      case 'DTP': {
        const qualifier = el(segment, 1);
        if (level === 'source' && batch && (qualifier === '050' || qualifier === '009')) {
          const date = isoDate(el(segment, 3), `DTP*${qualifier} of the information source`);
          if (qualifier === '050') batch.informationSource.receivedDate = date;
          else batch.informationSource.processDate = date;
        } else if (qualifier === '472' && (line ?? claim)) {
          (line ?? claim)!.serviceDate = dateRange(segment, `the service date of ${where()}`);
        }
        break;
      }
      case 'REF': {
        const qualifier = el(segment, 1);
        if (line && qualifier === 'FJ') line.lineItemControlNumber = el(segment, 2);
        else if (claim && !line && qualifier === '1K') claim.payerClaimControlNumber = el(segment, 2);
        else if (claim && !line && qualifier === 'D9') claim.clearinghouseTraceNumber = el(segment, 2);
        break;
      }
      case 'QTY': {
        const target = totals();
        const qualifier = el(segment, 1);
        const value = quantity(el(segment, 2), `QTY*${qualifier}`);
        if (target && (qualifier === '90' || qualifier === 'QA')) target.acceptedQuantity = value;
        if (target && (qualifier === 'AA' || qualifier === 'QC')) target.rejectedQuantity = value;
        break;
      }
      case 'AMT': {
        const target = totals();
        const qualifier = el(segment, 1);
        if (target && qualifier === 'YU') target.acceptedCents = centsFrom(el(segment, 2), 'AMT*YU (accepted amount)');
        if (target && qualifier === 'YY') target.rejectedCents = centsFrom(el(segment, 2), 'AMT*YY (rejected amount)');
        break;
      }
      case 'SVC': {
        if (!claim) throw new ClaimFileError('malformed', 'The 277CA has a service line (SVC) outside a claim.');
        const [qualifier = '', code = '', ...modifiers] = componentsOf(el(segment, 1), delimiters);
        line = {
          procedure: { qualifier, code, modifiers: modifiers.slice(0, 4).filter(Boolean) },
          chargeCents: centsFrom(el(segment, 2), `SVC02 of claim ${claim.claimControlNumber}`),
          revenueCode: el(segment, 4) || null,
          units: el(segment, 7) || null,
          lineItemControlNumber: null,
          serviceDate: null,
          statusInformation: [],
        };
        claim.lines.push(line);
        break;
      }
      default:
        break;
    }
  }
  for (const c of claims) {
    if (c.statusInformation.length === 0) {
      throw new ClaimFileError('malformed', `The 277CA gives claim ${c.claimControlNumber} no status (STC).`);
    }
    c.outcome = outcomeOf(c.statusInformation);
    c.accepted = c.outcome === 'accepted';
    c.chargeCents = c.statusInformation[0]!.chargeCents;
  }
  return { batches, claims };
}

/**
 * A 277CA claim acknowledgment (005010X214) read: per claim we sent (by the CLM01 it echoes in TRN02), whether the
 * payer or clearinghouse accepted it into adjudication or rejected it, with every STC code in words, and the
 * payer's claim number when it gives one (docs/decisions/100-acknowledgments-and-remittances.md). The reader does
 * not know which claims the product sent: it returns every claim in the file, and the caller matches them.
 */
export function read277ca(text: string): Ack277CA {
  const interchange = readInterchange(text);
  const transactions = transactionsOf(interchange, '277CA');
  const read = transactions.map((transaction) => readTransactionSet(transaction.segments, interchange.delimiters));
  return {
    kind: '277CA',
    interchangeControlNumber: interchange.controlNumber,
    interchange: summaryOf(interchange),
    batches: read.flatMap((r) => r.batches),
    claims: read.flatMap((r) => r.claims),
  };
}
