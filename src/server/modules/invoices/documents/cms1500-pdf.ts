import type { Content, ContentText } from 'pdfmake/interfaces';
import { MAX_DIAGNOSES, MAX_LINE_POINTERS } from '../../../../domain/diagnosis';
import { LEVEL_OF_SERVICE_LABELS } from '../../../../domain/level-of-service';
import { formatAmount, type Cents } from '../../../../domain/money';
import type { PayerType } from '../../../../domain/payer';
import { PDF_COLORS, type PdfDocument, type PdfFontFamily } from '../../../pdf';
import type { ClaimData, ClaimLine, InvoiceDocumentData, PostalAddress } from './claim-data';
import {
  CHECKBOXES,
  formArtwork,
  formLabels,
  gridBaseline,
  gridX,
  type Checkbox,
  type FormLabelGroup,
} from './cms1500-form';
import { claimControlNumber, fontFor, insuredId, invoiceDate, splitName, usDate } from './common';
import { PLACE_OF_SERVICE } from './x12-837p';

/** Service lines on one CMS-1500: a claim with more continues on further forms. */
export const CMS1500_LINES_PER_PAGE = 6;

/** Box 1's check box each kind of payer is marked in. */
export const CMS1500_PROGRAM: Record<PayerType, Checkbox> = {
  workers_comp: 'otherProgram',
  health_insurance: 'groupHealthPlan',
  medicaid_broker: 'medicaid',
  facility: 'otherProgram',
  private_pay: 'otherProgram',
};
const PROGRAMS = [
  'medicare',
  'medicaid',
  'tricare',
  'champva',
  'groupHealthPlan',
  'fecaBlackLung',
  'otherProgram',
] as const satisfies readonly Checkbox[];

export interface Cms1500Options {
  /**
   * Only the claim's values, at the same places, without the form's rules, labels and shading: for printing onto
   * the pre-printed red forms a payer's scanner reads (docs/decisions/099-claims-a-clearinghouse-accepts.md).
   */
  dataOnly?: boolean;
}

/** The size values are printed in: about the width of the form's 10-to-the-inch grid. */
const VALUE = 9;
/** Below this a value is cut rather than shrunk further. */
const SMALLEST = 7;

/**
 * A value's width in ems, on the generous side for both fonts (capitals as wide as most of theirs, lower case as
 * its wider letters), for judging whether it fits its box without measuring it in the font.
 */
const ems = (text: string) => [...text].reduce((sum, c) => sum + emsOf(c), 0);
const emsOf = (c: string) => {
  if (/[fijlrt]/.test(c) || c === 'I') return 0.3;
  if (/[mw]/.test(c)) return 0.8;
  if (/[MW]/.test(c)) return 0.9;
  if (/\p{Lu}/u.test(c)) return 0.72;
  if (/[\p{Ll}\d]/u.test(c)) return 0.56;
  return 0.34;
};

/**
 * What placing text to the point needs of the value fonts, in ems: how far the baseline is below the top pdfmake
 * places text at, the capitals' height, and the advance of a space, a digit and an X.
 */
const METRICS: Record<PdfFontFamily, { ascent: number; cap: number; space: number; digit: number; x: number }> = {
  Helvetica: { ascent: 0.718, cap: 0.718, space: 0.278, digit: 0.556, x: 0.667 },
  Roboto: { ascent: 1900 / 2048, cap: 1456 / 2048, space: 508 / 2048, digit: 1151 / 2048, x: 1284 / 2048 },
};

/** NUCC: no punctuation in an address ("123 N Main Street 101", not "123 N. Main Street, #101"). */
const plain = (text: string) => text.replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
const streetOf = (a: PostalAddress) => plain([a.street, a.unit].filter(Boolean).join(' '));
const cityLineOf = (a: PostalAddress) => plain(`${a.city} ${a.state} ${a.zip}`);

/** A place as the three lines of box 32: its name when the address starts with one, street, then city, state, ZIP. */
function placeLines(place: ClaimData['pickup']): [name: string, street: string, city: string] {
  const parts = place.address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // "Name, street, city, ST ZIP": the last two parts are the city line, the one before them the street.
  const [name, street, city] =
    parts.length >= 3
      ? [parts.slice(0, -3).join(' '), parts.at(-3)!, parts.slice(-2).join(' ')]
      : ['', parts[0] ?? '', parts.slice(1).join(' ')];
  return place.postal
    ? [plain(name), streetOf(place.postal), cityLineOf(place.postal)]
    : [plain(name), plain(street), plain(city)];
}

/** "(215) 555-0177" → area code and number, as the form's telephone boxes divide it; null when it is not a US number. */
function phoneParts(phone: string): [area: string, number: string] | null {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? [digits.slice(0, 3), digits.slice(3)] : null;
}

/** How a value fits its box: the box's right-hand rule it ends before, and its size when not the usual one. */
interface Fit {
  to?: number;
  size?: number;
}

/** The claim's values as text placed on the form's grid, in the document's font. */
function printer(font: PdfFontFamily) {
  const m = METRICS[font];
  const placed = (x: number, baseline: number, text: string, size: number, extra: Partial<ContentText> = {}) => ({
    text,
    fontSize: size,
    color: PDF_COLORS.text,
    absolutePosition: { x, y: baseline - m.ascent * size },
    // Its place is given; a value never wraps onto a second line of its own.
    noWrap: true,
    ...extra,
  });

  /** A value starting at `col` on `line`, shrunk (then cut) to end before `to`; nothing for an empty value. */
  const at = (line: number, col: number, value: string | null | undefined, fit: Fit = {}): Content | null => {
    if (!value) return null;
    const x = gridX(col);
    let size = fit.size ?? VALUE;
    let text = value;
    if (fit.to !== undefined) {
      const room = fit.to - x - 1.5;
      if (ems(text) * size > room) size = Math.max(SMALLEST, room / ems(text));
      while (ems(text) * size > room) text = text.slice(0, -1);
    }
    return placed(x, gridBaseline(line), text.trimEnd(), size);
  };

  /**
   * The second and later parts of a value the form divides (DD and YY of a date, the cents of an amount): its
   * glyphs at `col`, after a space drawn just before it, so the text read or copied off the page says
   * "03 14 1961" and "102 40" rather than running the parts together.
   */
  const part = (line: number, col: number, value: string) =>
    placed(gridX(col) - m.space * VALUE, gridBaseline(line), ` ${value}`, VALUE, { preserveLeadingSpaces: true });

  /** MM, DD and YYYY (or YY) three columns apart, as the form's date boxes are divided. */
  const date = (line: number, col: number, iso: string, year: 'long' | 'short' = 'long'): Content[] => {
    const [y, mm, dd] = iso.split('-') as [string, string, string];
    return [at(line, col, mm)!, part(line, col + 3, dd), part(line, col + 6, year === 'long' ? y : y.slice(2))];
  };

  /** Dollars right-aligned against the form's dividing rule, cents after it, without a point (NUCC). */
  const money = (line: number, centsCol: number, amount: Cents): Content[] => {
    const [dollars, cents] = formatAmount(amount).split('.') as [string, string];
    const right = gridX(centsCol - 1);
    return [
      placed(right - dollars.length * m.digit * VALUE, gridBaseline(line), dollars, VALUE),
      part(line, centsCol, cents),
    ];
  };

  /** The area code inside the form's parentheses, the number after them, without a hyphen (NUCC). */
  const phone = (line: number, col: number, value: string): Content[] => {
    const parts = phoneParts(value);
    return parts ? [at(line, col, parts[0])!, part(line, col + 4, parts[1])] : [];
  };

  /** An X in the middle of a check box. */
  const mark = (box: Checkbox): Content => {
    const [x1, y1, x2, y2] = CHECKBOXES[box];
    return placed((x1 + x2 - m.x * VALUE) / 2, (y1 + y2 + m.cap * VALUE) / 2, 'X', VALUE);
  };

  return { at, date, money, phone, mark };
}

type Value = Content | null | false | undefined | readonly Value[];
/** The values that are there, in order. */
const present = (values: readonly Value[]): Content[] =>
  values.flatMap((value): Content[] => (Array.isArray(value) ? present(value) : value ? [value as Content] : []));

/** One form: the claim's boxes with up to six of its lines; only the last carries the total charge. */
function formPage(
  data: InvoiceDocumentData,
  claim: ClaimData,
  lines: readonly ClaimLine[],
  page: { index: number; count: number },
  dataOnly: boolean,
): Content[] {
  const { provider, payer } = data;
  const wc = claim.workersComp;
  const rider = claim.rider;
  const print = printer(fontFor(data));
  const { at, mark } = print;
  const name = splitName(rider.fullName);
  const patientName = [name.last, name.first].filter(Boolean).join(', ');
  const last = page.index === page.count - 1;
  const content: Content[] = [];
  /** A box: the form's words for it (left off on a data-only print), then the claim's values; a box without one stays blank. */
  const box = (group: FormLabelGroup, ...values: Value[]) => {
    if (!dataOnly) content.push(...formLabels(group));
    content.push(...present(values));
  };
  const tick = (checkbox: Checkbox & FormLabelGroup, ticked: boolean) => box(checkbox, ticked && mark(checkbox));

  if (page.index > 0) content.push({ text: '', pageBreak: 'before' });
  if (!dataOnly) {
    content.push(formArtwork(), {
      text: `Claim ${claimControlNumber(claim)}${page.count > 1 ? ` · form ${page.index + 1} of ${page.count}` : ''}`,
      fontSize: 7,
      color: PDF_COLORS.muted,
      noWrap: true,
      absolutePosition: { x: gridX(41), y: 20 },
    });
    box('title');
  }

  const a = payer.billingAddress;
  const carrier = [payer.name, plain(a.street), a.unit ? plain(a.unit) : '', cityLineOf(a)].filter(Boolean);
  content.push(...carrier.map((text, i) => at(2 + i, 41, text, { to: 589.6 })!));

  box('program');
  for (const program of PROGRAMS) tick(program, program === CMS1500_PROGRAM[payer.type]);
  box('1a', at(8, 50, insuredId(claim), { to: 589.6 }));

  box('2', at(10, 1, patientName, { to: 226.1 }));
  box('3', print.date(10, 31, rider.dateOfBirth));
  box('sex');
  tick('sexMale', rider.sex === 'M');
  tick('sexFemale', rider.sex === 'F');
  box('4', at(10, 50, wc ? wc.employer : patientName, { to: 589.6 }));

  const home = rider.address;
  box('5', home && at(12, 1, streetOf(home), { to: 226.1 }));
  box('5city', home && at(14, 1, home.city, { to: 199.75 }));
  box('5state', home && at(14, 26, home.state));
  box('5zip', home && at(16, 1, home.zip, { to: 113.25 }));
  box('5phone', print.phone(16, 15, rider.phone));
  box('6');
  // Workers' compensation names the employer as the insured: the rider is their employee, "Other".
  tick('self', !wc);
  tick('spouse', false);
  tick('child', false);
  tick('otherRelationship', !!wc);
  // The insured's address: the rider's own unless the insured is the employer, whose address the product has not.
  const insuredHome = wc ? null : home;
  box('7', insuredHome && at(12, 50, streetOf(insuredHome), { to: 589.6 }));
  box('7city', insuredHome && at(14, 50, insuredHome.city, { to: 542.25 }));
  box('7state', insuredHome && at(14, 74, insuredHome.state));
  box('7zip', insuredHome && at(16, 50, insuredHome.zip, { to: 464 }));
  box('7phone');

  for (const group of ['8', '9', '9a', '9b', '9c', '9d', '10', '10a'] as const) box(group);
  tick('employmentYes', !!wc);
  tick('employmentNo', !wc);
  box('10b');
  tick('autoAccidentYes', false);
  tick('autoAccidentNo', true);
  box('10c');
  tick('otherAccidentYes', false);
  tick('otherAccidentNo', true);
  box('10d');

  box('11', wc && at(18, 50, wc.claimNumber, { to: 589.6 }));
  box('11a');
  tick('insuredSexMale', false);
  tick('insuredSexFemale', false);
  // NUCC: a property and casualty claim number, qualifier Y4 left of the dotted line, the number right of it.
  box('11b', wc && at(22, 50, 'Y4'), wc && at(22, 53, wc.claimNumber, { to: 589.6 }));
  box('11c', at(24, 50, payer.name, { to: 589.6 }));
  box('11d');
  tick('anotherPlanYes', false);
  tick('anotherPlanNo', false);

  // Boxes 12 and 13 are signed on their SIGNED line, a little below the grid's line 29.
  const signature = claim.riderSigned ? 'SIGNATURE ON FILE' : null;
  box('12', at(29.75, 7, signature));
  box('13', at(29.75, 56, signature));

  // NUCC qualifier 431: onset of the current symptoms or illness (here, the injury).
  box('14', wc && print.date(32, 2, wc.dateOfInjury));
  box('14qual', wc && at(32, 16, '431'));
  for (const group of ['15', '16', '17', '17a', '17b', '18'] as const) box(group);

  // A referral number (REF*9F) is box 23's when no prior authorization is; a trip number otherwise goes in 19,
  // as the 837P's claim note carries it.
  const tripInBox23 = !claim.priorAuthorization && payer.tripNumberOn === '9F' ? claim.brokerTripId : null;
  const trip = claim.brokerTripId && payer.tripNumberOn && !tripInBox23 ? `TRIP ${claim.brokerTripId} ` : '';
  box(
    '19',
    at(36, 1, `${trip}${LEVEL_OF_SERVICE_LABELS[claim.levelOfService]} transport to ${claim.dropoff.address}`, {
      to: 370.6,
      size: 8,
    }),
  );
  box('20');
  tick('outsideLabYes', false);
  tick('outsideLabNo', false);

  // ICD indicator 0 (ICD-10-CM); the codes A to L across the box, four a row, without their point (NUCC).
  const diagnoses = claim.diagnoses.slice(0, MAX_DIAGNOSES);
  box('21', diagnoses.length > 0 && at(37, 42, '0'));
  box(
    '21codes',
    diagnoses.map((code, i) => at(38 + Math.floor(i / 4), 3 + 13 * (i % 4), code.replace('.', ''))),
  );
  // A corrected claim: frequency code 7 (replacement) and the payer's number for the claim it replaces.
  box(
    '22',
    claim.correction && at(38, 50, '7'),
    claim.correction && at(38, 62, claim.correction.payerClaimNumber, { to: 589.6 }),
  );
  box('23', at(40, 50, claim.priorAuthorization ?? tripInBox23, { to: 589.6 }));

  // Every line points at the claim's first diagnoses (at most four), as the 837P's SV107 does.
  const pointers = diagnoses
    .slice(0, MAX_LINE_POINTERS)
    .map((_, i) => String.fromCharCode(65 + i))
    .join('');
  box('24');
  // The shaded half of a line is left empty: NUCC keeps it for supplemental information behind a qualifier (an
  // NDC, the narrative of an unlisted code), which a transport code with its own HCPCS description never needs.
  box(
    '24lines',
    lines.flatMap((line, i) => {
      const row = 44 + 2 * i;
      return [
        print.date(row, 1, claim.serviceDate, 'short'),
        print.date(row, 10, claim.serviceDate, 'short'),
        at(row, 19, PLACE_OF_SERVICE),
        at(row, 25, line.code),
        at(row, 33, line.modifier),
        at(row, 45, pointers),
        print.money(row, 56, line.amountCents),
        at(row, 59, line.quantity, { to: 464 }),
        at(row, 68, provider.npi),
      ];
    }),
  );

  // NUCC: the tax ID without a hyphen.
  const taxId = provider.taxId.replace(/\D/g, '');
  box('25', at(56, 1, taxId), !!taxId && mark('ein'));
  box('26', at(56, 23, claimControlNumber(claim), { to: 281.9, size: 8 }));
  box('27');
  tick('assignmentYes', true);
  tick('assignmentNo', false);
  // A form before the last says CONTINUED across the dollars and cents.
  box('28', last ? print.money(56, 58, claim.totalCents) : at(56, 52, 'CONTINUED', { to: 452, size: 8 }));
  box('29', last ? print.money(56, 68, 0) : at(56, 62, 'CONTINUED', { to: 521, size: 8 }));
  box('30');

  box('31', at(60, 1, provider.name, { to: 176.5 }), at(61, 6, usDate(invoiceDate(data))));
  const [placeName, placeStreet, placeCity] = placeLines(claim.pickup);
  box(
    '32',
    at(58, 23, placeName, { to: 370.9 }),
    at(59, 23, placeStreet, { to: 370.9 }),
    at(60, 23, placeCity, { to: 370.9 }),
  );
  box('32a');
  box('32b');
  box('33phone', print.phone(57, 66, provider.phone));
  box(
    '33',
    at(58, 50, provider.name, { to: 589.6 }),
    at(59, 50, streetOf(provider.address), { to: 589.6 }),
    at(60, 50, cityLineOf(provider.address), { to: 589.6 }),
  );
  box('33a', at(61, 53, provider.npi, { to: 454.4 }));
  // NUCC: the qualifier and the number with nothing between them.
  box('33b', provider.taxonomy && at(61, 64, `ZZ${provider.taxonomy}`, { to: 589.6 }));
  if (!dataOnly) box('foot');
  return content;
}

/**
 * One claim of the invoice on the CMS-1500 (02/12) claim form (docs/decisions/072-claim-documents.md,
 * docs/decisions/099-claims-a-clearinghouse-accepts.md): the form drawn as the red paper one is, each value where
 * the form's print grid puts it, so that with `dataOnly` the same values print into a pre-printed form's boxes. Up
 * to six service lines a form; a claim with more continues on further forms, the total charge on the last (the
 * others say CONTINUED).
 */
export function cms1500Document(data: InvoiceDocumentData, claimId: string, options: Cms1500Options = {}): PdfDocument {
  const claim = data.claims.find((c) => c.id === claimId);
  if (!claim) throw new RangeError(`Claim ${claimId} is not on invoice ${data.invoice.number}`);
  const chunks: ClaimLine[][] = [];
  for (let i = 0; i < claim.lines.length; i += CMS1500_LINES_PER_PAGE)
    chunks.push(claim.lines.slice(i, i + CMS1500_LINES_PER_PAGE));
  if (!chunks.length) chunks.push([]);
  const dataOnly = options.dataOnly ?? false;
  return {
    title: `CMS-1500 claim ${claimControlNumber(claim)}${dataOnly ? ', data only' : ''}`,
    font: fontFor(data),
    // The form fills the page to its foot: a page footer would print into boxes 31 to 33.
    footer: false,
    margins: [0, 0, 0, 0],
    content: chunks.flatMap((lines, index) => formPage(data, claim, lines, { index, count: chunks.length }, dataOnly)),
  };
}
