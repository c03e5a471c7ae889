import { ClaimFileError } from './claim-file-error';
import { transactionsOf } from './claim-file';
import {
  elementErrorText,
  groupAckText,
  groupErrorText,
  interchangeAckText,
  interchangeNoteText,
  segmentErrorText,
  transactionSetAckText,
  transactionSetErrorText,
} from './codes/ack-999';
import { withText, type CodeWithText } from './codes/lookup';
import {
  componentsOf,
  el,
  isoDate,
  readInterchange,
  summaryOf,
  type InterchangeSummary,
  type X12Delimiters,
  type X12Segment,
} from './x12-envelope';

/** An element a 999 reports as wrong (IK4, loop 2110). */
export interface ElementError999 {
  /** IK401-1: the element's position in its segment. */
  position: number;
  /** IK401-2: the component's position, for a composite. */
  componentPosition: number | null;
  /** IK401-3: the repetition, for a repeating element. */
  repetition: number | null;
  /** IK402: the X12 data element reference number. */
  dataElement: string | null;
  /** IK403 in words. */
  error: CodeWithText;
  /** IK404: a copy of the bad value, when the sender gives it. */
  badValue: string | null;
}

/** A segment of our 837 that a 999 reports as wrong (IK3, loop 2100). */
export interface SegmentError999 {
  /** IK301: the segment id (CLM, NM1…). */
  segmentId: string;
  /** IK302: its position in our transaction set, ST being 1. */
  position: number;
  /** IK303: the loop it sits in (2300, 2010BA…). */
  loop: string | null;
  /** IK304 in words; null when only its elements are reported. */
  error: CodeWithText | null;
  /** The CLM01 the error belongs to, when the sender names it (CTX*CLM01:…): which claim to fix. */
  claimControlNumber: string | null;
  /** The business unit the sender named (CTX01-1 and -2), when not a CLM01 (a patient name, a TRN02…). */
  businessUnit: { name: string; reference: string } | null;
  elements: ElementError999[];
}

/** One transaction set of ours as the 999 acknowledges it (AK2 … IK5, loop 2000). */
export interface TransactionSetAck999 {
  /** AK201: 837. */
  transactionSetId: string;
  /** AK202: the ST02 we sent. */
  controlNumber: string;
  /** AK203: the guide, 005010X222A1. */
  version: string | null;
  /** IK501 in words. */
  ack: CodeWithText;
  /** IK501 is A or E: the set goes on to the payer (E: with errors noted that did not stop it). */
  accepted: boolean;
  /** IK502-IK506 in words. */
  errors: CodeWithText[];
  segmentErrors: SegmentError999[];
}

/** One functional group of ours as the 999 acknowledges it (AK1 … AK9). */
export interface GroupAck999 {
  /** AK101: HC for claims. */
  functionalId: string;
  /** AK102: the GS06 we sent (the invoice's sequence). */
  groupControlNumber: string;
  /** AK103. */
  version: string | null;
  transactionSets: TransactionSetAck999[];
  /** AK901 in words. */
  ack: CodeWithText;
  /** AK901 is A or E. */
  accepted: boolean;
  /** AK901 is P: some of the group's transaction sets were rejected, the others accepted. */
  partiallyAccepted: boolean;
  /** AK902-AK904. */
  includedCount: number;
  receivedCount: number;
  acceptedCount: number;
  /** AK905-AK909 in words. */
  errors: CodeWithText[];
}

/** A TA1 that came with the 999: the receiver's word on our interchange envelope. */
export interface InterchangeAck {
  /** TA101: our ISA13. */
  controlNumber: string;
  /** TA102 and TA103: when our interchange was sent, as an ISO date and HHMM. */
  date: string;
  time: string;
  /** TA104 in words. */
  ack: CodeWithText;
  accepted: boolean;
  /** TA105 in words. */
  note: CodeWithText;
}

export interface Ack999 {
  kind: '999';
  /** ISA13 of the 999 itself. */
  interchangeControlNumber: string;
  interchange: InterchangeSummary;
  interchangeAcks: InterchangeAck[];
  groups: GroupAck999[];
}

const ACCEPTED = new Set(['A', 'E']);

/** A numeric element or component; null when empty. */
function number(value: string, where: string): number | null {
  if (value === '') return null;
  if (!/^\d{1,10}$/.test(value)) throw new ClaimFileError('malformed', `${where} is not a number: "${value}".`);
  return Number(value);
}

function required(value: string, where: string): string {
  if (value === '') throw new ClaimFileError('malformed', `The 999 has no ${where}.`);
  return value;
}

/** The error codes in elements `from` … `to` of a segment, the empty ones left out. */
const codesIn = (segment: X12Segment, from: number, to: number, text: (code: string) => string) =>
  Array.from({ length: to - from + 1 }, (_, k) => el(segment, from + k))
    .filter(Boolean)
    .map((code) => withText(code, text));

function readTransactionSet(segments: X12Segment[], delimiters: X12Delimiters): GroupAck999[] {
  const groups: GroupAck999[] = [];
  let group: GroupAck999 | null = null;
  let set: TransactionSetAck999 | null = null;
  let segmentError: SegmentError999 | null = null;
  const open = new Set<TransactionSetAck999>();

  for (const segment of segments) {
    switch (segment.id) {
      case 'AK1':
        group = {
          functionalId: required(el(segment, 1), 'functional identifier (AK101)'),
          groupControlNumber: required(el(segment, 2), 'group control number (AK102)'),
          version: el(segment, 3) || null,
          transactionSets: [],
          ack: withText('', groupAckText),
          accepted: false,
          partiallyAccepted: false,
          includedCount: 0,
          receivedCount: 0,
          acceptedCount: 0,
          errors: [],
        };
        groups.push(group);
        set = null;
        segmentError = null;
        break;
      case 'AK2': {
        if (!group) {
          throw new ClaimFileError(
            'malformed',
            'The 999 acknowledges a transaction set (AK2) before naming its group (AK1).',
          );
        }
        set = {
          transactionSetId: required(el(segment, 1), 'transaction set identifier (AK201)'),
          controlNumber: required(el(segment, 2), 'transaction set control number (AK202)'),
          version: el(segment, 3) || null,
          ack: withText('', transactionSetAckText),
          accepted: false,
          errors: [],
          segmentErrors: [],
        };
        group.transactionSets.push(set);
        open.add(set);
        segmentError = null;
        break;
      }
      case 'IK3':
      case 'AK3': {
        if (!set) {
          throw new ClaimFileError(
            'malformed',
            'The 999 reports a segment error (IK3) outside a transaction set (AK2).',
          );
        }
        const code = el(segment, 4);
        segmentError = {
          segmentId: required(el(segment, 1), 'segment id of an error (IK301)'),
          position: number(required(el(segment, 2), 'segment position of an error (IK302)'), 'IK302')!,
          loop: el(segment, 3) || null,
          error: code ? withText(code, segmentErrorText) : null,
          claimControlNumber: null,
          businessUnit: null,
          elements: [],
        };
        set.segmentErrors.push(segmentError);
        break;
      }
      case 'CTX': {
        // A situational trigger says which segment made the erroneous one required; the business unit says which
        // claim (CLM01) or person the error is in, which is what the clerk fixes.
        const [name = '', reference = ''] = componentsOf(el(segment, 1), delimiters);
        if (!segmentError || name === 'SITUATIONAL TRIGGER') break;
        if (name === 'CLM01') segmentError.claimControlNumber = reference;
        else segmentError.businessUnit = { name, reference };
        break;
      }
      case 'IK4':
      case 'AK4': {
        if (!segmentError) {
          throw new ClaimFileError(
            'malformed',
            'The 999 reports an element error (IK4) outside a segment error (IK3).',
          );
        }
        const [position = '', component = '', repetition = ''] = componentsOf(el(segment, 1), delimiters);
        segmentError.elements.push({
          position: number(required(position, 'element position of an error (IK401)'), 'IK401-1')!,
          componentPosition: number(component, 'IK401-2'),
          repetition: number(repetition, 'IK401-3'),
          dataElement: el(segment, 2) || null,
          error: withText(required(el(segment, 3), 'element error code (IK403)'), elementErrorText),
          badValue: el(segment, 4) || null,
        });
        break;
      }
      case 'IK5':
      case 'AK5': {
        if (!set) {
          throw new ClaimFileError('malformed', 'The 999 closes a transaction set (IK5) it never opened (AK2).');
        }
        const code = required(el(segment, 1), 'transaction set acknowledgment code (IK501)');
        set.ack = withText(code, transactionSetAckText);
        set.accepted = ACCEPTED.has(code);
        set.errors = codesIn(segment, 2, 6, transactionSetErrorText);
        open.delete(set);
        set = null;
        segmentError = null;
        break;
      }
      case 'AK9': {
        if (!group) {
          throw new ClaimFileError('malformed', 'The 999 closes a functional group (AK9) it never opened (AK1).');
        }
        const code = required(el(segment, 1), 'functional group acknowledgment code (AK901)');
        group.ack = withText(code, groupAckText);
        group.accepted = ACCEPTED.has(code);
        group.partiallyAccepted = code === 'P';
        group.includedCount = number(el(segment, 2), 'AK902') ?? 0;
        group.receivedCount = number(el(segment, 3), 'AK903') ?? 0;
        group.acceptedCount = number(el(segment, 4), 'AK904') ?? 0;
        group.errors = codesIn(segment, 5, 9, groupErrorText);
        break;
      }
      default:
        // Nothing else belongs in a 999; a sender's extra segment does not change what it acknowledges.
        break;
    }
  }
  const unclosed = [...open][0];
  if (unclosed) {
    throw new ClaimFileError(
      'malformed',
      `The 999 never says whether transaction set ${unclosed.controlNumber} was accepted (no IK5).`,
    );
  }
  const unanswered = groups.find((g) => g.ack.code === '');
  if (unanswered) {
    throw new ClaimFileError(
      'malformed',
      `The 999 never says whether functional group ${unanswered.groupControlNumber} was accepted (no AK9).`,
    );
  }
  return groups;
}

/**
 * A 999 implementation acknowledgment (005010X231A1) read: which of our functional groups and transaction sets the
 * clearinghouse accepted, and for the others each segment and element it found wrong, in words
 * (docs/decisions/100-acknowledgments-and-remittances.md). The 999 says nothing about individual claims being
 * paid: a rejected transaction set means none of its claims reached the payer. A 997 functional acknowledgment
 * reads the same way, its AK3/AK4/AK5 taken as IK3/IK4/IK5.
 */
export function read999(text: string): Ack999 {
  const interchange = readInterchange(text);
  const transactions = transactionsOf(interchange, '999');
  return {
    kind: '999',
    interchangeControlNumber: interchange.controlNumber,
    interchange: summaryOf(interchange),
    interchangeAcks: interchange.acknowledgments.map((ta1) => {
      const ack = el(ta1, 4);
      return {
        controlNumber: el(ta1, 1),
        date: isoDate(`20${el(ta1, 2)}`, 'The date of the interchange acknowledged (TA102)'),
        time: el(ta1, 3),
        ack: withText(ack, interchangeAckText),
        accepted: ACCEPTED.has(ack),
        note: withText(el(ta1, 5), interchangeNoteText),
      };
    }),
    groups: transactions.flatMap((transaction) => readTransactionSet(transaction.segments, interchange.delimiters)),
  };
}
