import { parseCents, type Cents } from '../../../domain/money';
import { ClaimFileError } from './claim-file-error';

/**
 * An X12 interchange as the clearinghouse sent it, its envelope checked (docs/decisions/100-acknowledgments-and-remittances.md):
 * the ISA header sets the separators, every ISA/GS/ST has its IEA/GE/SE with the same control number and the right
 * count, and nothing stands outside them. The readers of the 999, 277CA and 835 build on this, so a cut or spliced
 * file is refused before any of its content is believed. The readers do not use node-x12: it forgives a missing
 * IEA, turns ISA13 into a number (000000042 → 42) and answers with messages meant for developers.
 */

export interface X12Delimiters {
  element: string;
  component: string;
  segment: string;
  /** ISA11 in version 00501 and later; null before (where ISA11 is a standards identifier). */
  repetition: string | null;
}

export interface X12Segment {
  id: string;
  /** The elements after the id, as written: `elements[0]` is XX01. */
  elements: string[];
  /** The position in its transaction set counting ST as 1, as a 999 and SE01 count; 0 outside one. */
  position: number;
}

export interface X12Transaction {
  /** ST01: 999, 277, 835… */
  id: string;
  /** ST02. */
  controlNumber: string;
  /** ST03, else the group's GS08 (the 835 does not use ST03). */
  version: string;
  /** The segments between ST and SE. */
  segments: X12Segment[];
}

export interface X12Group {
  /** GS01: FA (999), HN (277), HP (835). */
  functionalId: string;
  senderCode: string;
  receiverCode: string;
  /** GS04 as an ISO date. */
  date: string;
  /** GS06. */
  controlNumber: string;
  /** GS08, the implementation guide: 005010X231A1, 005010X214, 005010X221A1. */
  version: string;
  transactions: X12Transaction[];
}

export interface X12Interchange {
  /** ISA13 as written (nine digits). */
  controlNumber: string;
  senderId: string;
  receiverId: string;
  /** ISA09 as an ISO date. */
  date: string;
  /** ISA10, HHMM. */
  time: string;
  /** ISA15: T for test data, P for production. */
  usage: string;
  delimiters: X12Delimiters;
  /** TA1 interchange acknowledgments that travel before the groups. */
  acknowledgments: X12Segment[];
  groups: X12Group[];
}

const LINE_BREAK = /[\r\n]/;
const SEGMENT_ID = /^[A-Z][A-Z0-9]{1,2}$/;

/** The text without a byte order mark and without the blank before the ISA. */
const cleaned = (text: string) => text.replace(/^\uFEFF/, '').trimStart();

type Header = { delimiters: X12Delimiters } | { problem: 'not_x12' | 'truncated' | 'malformed'; message: string };

function readHeader(text: string): Header {
  if (!text.startsWith('ISA')) {
    return { problem: 'not_x12', message: 'This is not an X12 file: it does not begin with an ISA header.' };
  }
  const element = text[3] ?? '';
  if (!element || /[A-Za-z0-9\s]/.test(element)) {
    return { problem: 'not_x12', message: 'This is not an X12 file: its ISA header has no element separator.' };
  }
  // ISA is fixed length in the standard, but some senders trim its padding: the separators are found by counting
  // elements. ISA16 (the component separator) is the character after the 16th element separator, and the
  // character after it ends the segment.
  let index = 3;
  let separators = 0;
  while (index < text.length && separators < 16) {
    if (text[index] === element) separators++;
    index++;
  }
  if (separators < 16 || index + 1 >= text.length) {
    return { problem: 'truncated', message: 'The file is cut short: it ends inside its ISA header.' };
  }
  const component = text[index]!;
  const segment = text[index + 1]!;
  const usable = (c: string) => c !== element && !/[A-Za-z0-9 ]/.test(c);
  if (!usable(component) || !usable(segment) || component === segment) {
    return {
      problem: 'malformed',
      message: 'The ISA header does not set usable separators (ISA16 and the segment terminator).',
    };
  }
  const isa = text.slice(0, index).split(element);
  const version = isa[12] ?? '';
  const repetition = isa[11] ?? '';
  return {
    delimiters: {
      element,
      component,
      segment: LINE_BREAK.test(segment) ? '\n' : segment,
      repetition: version >= '00501' && repetition.length === 1 && usable(repetition) ? repetition : null,
    },
  };
}

/** The separators the ISA header sets, or null when the text is not an X12 interchange. */
export function delimitersOf(text: string): X12Delimiters | null {
  const header = readHeader(cleaned(text));
  return 'delimiters' in header ? header.delimiters : null;
}

/** The text's segments, split by its terminator. Where the terminator is not a line break, line breaks are dropped: some portals wrap a file at 80 columns. */
function tokenize(text: string, delimiters: X12Delimiters): X12Segment[] {
  const body = delimiters.segment === '\n' ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n]/g, '');
  const segments: X12Segment[] = [];
  const pieces = body.split(delimiters.segment);
  for (const [index, raw] of pieces.entries()) {
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const [id = '', ...elements] = trimmed.split(delimiters.element);
    if (!SEGMENT_ID.test(id)) {
      // A file cut inside a segment id ends with a piece that is no segment: that is a short file, not a bad one.
      if (index === pieces.length - 1) {
        throw new ClaimFileError('truncated', 'The file is cut short: its last segment is incomplete.');
      }
      throw new ClaimFileError(
        'malformed',
        `Segment ${segments.length + 1} of the file ("${trimmed.slice(0, 20)}") is not an X12 segment.`,
      );
    }
    // The ISA's elements are padded to their fixed width; their values are what the padding surrounds.
    segments.push({ id, elements: id === 'ISA' ? elements.map((e) => e.trim()) : elements, position: 0 });
  }
  return segments;
}

/** Element n (1-based, as XX01) of a segment; '' when the segment ends before it. */
export const el = (segment: X12Segment, n: number): string => segment.elements[n - 1] ?? '';

/** The components of a composite element. */
export const componentsOf = (value: string, delimiters: X12Delimiters): string[] => value.split(delimiters.component);

/** Control numbers and counts are numbers: 0042 and 42 are the same group. */
function sameNumber(a: string, b: string): boolean {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? BigInt(a) === BigInt(b) : a === b;
}

function count(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new ClaimFileError('envelope', `${what} is not a count: "${value}".`);
  return Number(value);
}

/** An X12 date (CCYYMMDD) as an ISO date; a ClaimFileError naming the element for anything else. */
export function isoDate(value: string, where: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new ClaimFileError('malformed', `${where} is not a date: "${value}".`);
  }
  return iso;
}

/** An optional date: null when the element is empty. */
export const optionalDate = (value: string, where: string): string | null => (value ? isoDate(value, where) : null);

/**
 * An X12 amount (type R: "102.4", "-12.30", ".5", "100") as whole cents, through the domain's exact parser; a
 * ClaimFileError naming the element for anything else, such as a third decimal, which no payer may send for money.
 */
export function centsFrom(value: string, where: string): Cents {
  // X12 drops leading zeros, so ".5" and "-.5" are amounts; the domain's parser wants a digit before the point.
  const withZero = value.replace(/^(-?)\./, '$10.');
  const cents = /^-?\d+(\.\d+)?$/.test(withZero) ? parseCents(withZero, { allowNegative: true }) : null;
  if (cents === null) throw new ClaimFileError('malformed', `${where} is not an amount of money: "${value}".`);
  return cents;
}

/** An optional amount: null when the element is empty. */
export const optionalCents = (value: string, where: string): Cents | null =>
  value === '' ? null : centsFrom(value, where);

/**
 * The interchange in `text`, its envelope checked; a ClaimFileError for a file that is not X12, is cut short, or
 * whose envelope does not hold together.
 */
export function readInterchange(text: string): X12Interchange {
  const body = cleaned(text);
  const header = readHeader(body);
  if (!('delimiters' in header)) throw new ClaimFileError(header.problem, header.message);
  const { delimiters } = header;
  const segments = tokenize(body, delimiters);
  const isa = segments[0]!;
  if (isa.elements.length < 16) {
    throw new ClaimFileError('malformed', 'The ISA header has fewer than its 16 elements.');
  }
  const controlNumber = el(isa, 13);
  const yymmdd = el(isa, 9);
  const interchange: X12Interchange = {
    controlNumber,
    senderId: el(isa, 6),
    receiverId: el(isa, 8),
    date: isoDate(/^\d{6}$/.test(yymmdd) ? `20${yymmdd}` : yymmdd, 'The interchange date (ISA09)'),
    time: el(isa, 10),
    usage: el(isa, 15),
    delimiters,
    acknowledgments: [],
    groups: [],
  };

  let i = 1;
  const cutShort = (what: string) =>
    new ClaimFileError('truncated', `The file is cut short: ${what} (interchange ${controlNumber}).`);

  function readTransaction(group: X12Group): X12Transaction {
    const st = segments[i]!;
    const transaction: X12Transaction = {
      id: el(st, 1),
      controlNumber: el(st, 2),
      version: el(st, 3) || group.version,
      segments: [],
    };
    st.position = 1;
    for (i++; i < segments.length; i++) {
      const segment = segments[i]!;
      segment.position = transaction.segments.length + 2;
      if (segment.id === 'SE') {
        const declared = count(el(segment, 1), `SE01 of transaction set ${transaction.controlNumber}`);
        if (declared !== segment.position) {
          throw new ClaimFileError(
            'envelope',
            `Transaction set ${transaction.controlNumber} says it has ${declared} segments (SE01) but has ${segment.position}.`,
          );
        }
        if (el(segment, 2) !== transaction.controlNumber) {
          throw new ClaimFileError(
            'envelope',
            `The transaction set control numbers do not match: ST02 is ${transaction.controlNumber} but SE02 is ${el(segment, 2)}.`,
          );
        }
        i++;
        return transaction;
      }
      if (['ST', 'GS', 'GE', 'ISA', 'IEA'].includes(segment.id)) {
        throw new ClaimFileError(
          'envelope',
          `Transaction set ${transaction.controlNumber} has no SE trailer before its ${segment.id} segment.`,
        );
      }
      transaction.segments.push(segment);
    }
    throw cutShort(`transaction set ${transaction.controlNumber} has no SE trailer`);
  }

  function readGroup(): X12Group {
    const gs = segments[i]!;
    const group: X12Group = {
      functionalId: el(gs, 1),
      senderCode: el(gs, 2),
      receiverCode: el(gs, 3),
      date: isoDate(el(gs, 4), 'The functional group date (GS04)'),
      controlNumber: el(gs, 6),
      version: el(gs, 8),
      transactions: [],
    };
    i++;
    while (i < segments.length) {
      const segment = segments[i]!;
      if (segment.id === 'ST') {
        group.transactions.push(readTransaction(group));
        continue;
      }
      if (segment.id === 'GE') {
        const declared = count(el(segment, 1), `GE01 of functional group ${group.controlNumber}`);
        if (declared !== group.transactions.length) {
          throw new ClaimFileError(
            'envelope',
            `Functional group ${group.controlNumber} says it holds ${declared} transaction sets (GE01) but holds ${group.transactions.length}.`,
          );
        }
        if (!sameNumber(el(segment, 2), group.controlNumber)) {
          throw new ClaimFileError(
            'envelope',
            `The functional group control numbers do not match: GS06 is ${group.controlNumber} but GE02 is ${el(segment, 2)}.`,
          );
        }
        i++;
        return group;
      }
      if (['GS', 'ISA', 'IEA'].includes(segment.id)) {
        throw new ClaimFileError(
          'envelope',
          `Functional group ${group.controlNumber} has no GE trailer before its ${segment.id} segment.`,
        );
      }
      throw new ClaimFileError(
        'envelope',
        `A ${segment.id} segment stands outside any transaction set (ST…SE) in functional group ${group.controlNumber}.`,
      );
    }
    throw cutShort(`functional group ${group.controlNumber} has no GE trailer`);
  }

  while (i < segments.length) {
    const segment = segments[i]!;
    if (segment.id === 'TA1') {
      interchange.acknowledgments.push(segment);
      i++;
    } else if (segment.id === 'GS') {
      interchange.groups.push(readGroup());
    } else if (segment.id === 'IEA') {
      const declared = count(el(segment, 1), 'IEA01');
      if (declared !== interchange.groups.length) {
        throw new ClaimFileError(
          'envelope',
          `The interchange says it holds ${declared} functional groups (IEA01) but holds ${interchange.groups.length}.`,
        );
      }
      if (!sameNumber(el(segment, 2), controlNumber)) {
        throw new ClaimFileError(
          'envelope',
          `The interchange control numbers do not match: ISA13 is ${controlNumber} but IEA02 is ${el(segment, 2)}.`,
        );
      }
      const rest = segments[i + 1];
      if (rest) {
        throw new ClaimFileError(
          'envelope',
          rest.id === 'ISA'
            ? 'The file holds more than one interchange (ISA…IEA); each must come in a file of its own.'
            : `The file goes on after its IEA trailer (a ${rest.id} segment).`,
        );
      }
      return interchange;
    } else if (segment.id === 'ISA') {
      throw new ClaimFileError('envelope', `Interchange ${controlNumber} has no IEA trailer before the next ISA.`);
    } else {
      throw new ClaimFileError(
        'envelope',
        `A ${segment.id} segment stands outside any functional group (GS…GE) of interchange ${controlNumber}.`,
      );
    }
  }
  throw cutShort('it ends without its IEA trailer');
}

/** The facts of the envelope a reader passes on: who sent the file, when, and whether it is test data. */
export interface InterchangeSummary {
  /** ISA13 as written. */
  controlNumber: string;
  senderId: string;
  receiverId: string;
  date: string;
  time: string;
  /** ISA15 is T: the sender marked the file as test data. */
  test: boolean;
}

export const summaryOf = (interchange: X12Interchange): InterchangeSummary => ({
  controlNumber: interchange.controlNumber,
  senderId: interchange.senderId,
  receiverId: interchange.receiverId,
  date: interchange.date,
  time: interchange.time,
  test: interchange.usage === 'T',
});
