import { diagnosisForX12, MAX_LINE_POINTERS } from '../../../../domain/diagnosis';
import { formatAmount } from '../../../../domain/money';
import type { PayerType } from '../../../../domain/payer';
import type { ClaimData, InvoiceDocumentData, PostalAddress } from './claim-data';
import { claimControlNumber, insuredId, splitName } from './common';

/**
 * The invoice's claims as one ASC X12 837P (005010X222A1) interchange (docs/decisions/072-claim-documents.md,
 * docs/decisions/099-claims-a-clearinghouse-accepts.md): one ISA/GS/ST envelope, the billing provider once, then a
 * subscriber loop per claim with its diagnoses and charge lines. The file passes an implementation-guide validator.
 * Segments end with "~" and a newline; elements are separated by "*", components by ":", repetitions by "^".
 */

const SEGMENT = '~';
const ELEMENT = '*';
const COMPONENT = ':';
const REPETITION = '^';

/** Sent in ISA08, GS03 and the payer's NM109 when the payer takes no electronic claims. */
export const PAPER_CLAIM_PAYER = 'PAPERCLAIM';

/** SBR09, the claim filing indicator: what kind of plan pays. */
export const CLAIM_FILING_INDICATOR: Record<PayerType, string> = {
  workers_comp: 'WC',
  health_insurance: 'CI',
  medicaid_broker: 'MC',
  facility: '11',
  private_pay: '11',
};

/** Place of service 99 (other place of service): a trip is no facility's service (docs/decisions/072-claim-documents.md). */
export const PLACE_OF_SERVICE = '99';

/** Free text as an element: the delimiters and line breaks become spaces, runs of spaces one, upper case as payers' systems expect. */
function text(value: string): string {
  return value
    .replace(/[*~:^\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}
const digits = (value: string) => value.replace(/\D/g, '');
const ymd = (iso: string) => iso.replaceAll('-', '');

/** The file's time as written in the envelopes, in UTC: the data carries no time zone. */
function stamp(at: Date) {
  const iso = at.toISOString(); // 2026-11-25T14:05:09.000Z
  const date = iso.slice(0, 10).replaceAll('-', '');
  return { ccyymmdd: date, yymmdd: date.slice(2), hhmm: iso.slice(11, 16).replace(':', '') };
}

/** An ISA identifier, blank-padded to its fixed width; one longer does not fit the envelope. */
function pad(value: string, width: number): string {
  if (value.length > width)
    throw new RangeError(`"${value}" is longer than the ${width} characters of its ISA element`);
  return value.padEnd(width, ' ');
}

export function x12837p(data: InvoiceDocumentData): string {
  const { invoice, provider, payer } = data;
  const when = stamp(data.generatedAt);
  const payerId = text(payer.payerCode ?? PAPER_CLAIM_PAYER);
  const submitterId = text(provider.submitterId);
  const interchangeControl = String(invoice.sequence).padStart(9, '0');
  if (interchangeControl.length > 9)
    throw new RangeError(`Invoice sequence ${invoice.sequence} does not fit a 9-digit interchange control number`);
  const groupControl = String(invoice.sequence);

  // The transaction set (ST…SE), whose segments SE01 counts.
  const body: string[][] = [];
  const add = (...elements: string[]) => body.push(elements);
  const address = (a: PostalAddress) => {
    add('N3', text(a.street), ...(a.unit ? [text(a.unit)] : []));
    add('N4', text(a.city), text(a.state), digits(a.zip));
  };

  add('ST', '837', '0001', '005010X222A1');
  add('BHT', '0019', '00', text(invoice.number), when.ccyymmdd, when.hhmm, 'CH');
  // 1000A submitter, 1000B receiver.
  add('NM1', '41', '2', text(provider.name), '', '', '', '', '46', submitterId);
  add('PER', 'IC', text(provider.name), 'TE', digits(provider.phone), 'EM', provider.email.replace(/[*~:^]/g, ''));
  add('NM1', '40', '2', text(payer.name), '', '', '', '', '46', payerId);
  // 2000A / 2010AA billing provider.
  add('HL', '1', '', '20', '1');
  add('PRV', 'BI', 'PXC', text(provider.taxonomy));
  add('NM1', '85', '2', text(provider.name), '', '', '', '', 'XX', digits(provider.npi));
  address(provider.address);
  add('REF', 'EI', digits(provider.taxId));

  data.claims.forEach((claim, i) => subscriberLoop(claim, i + 2));

  function subscriberLoop(claim: ClaimData, hl: number) {
    const name = splitName(claim.rider.fullName);
    // 2000B / 2010BA subscriber: the rider, who is the insured (SBR02 18, self), so the guide wants their address
    // (N3/N4) and their sex (DMG03).
    add('HL', String(hl), '1', '22', '0');
    add('SBR', 'P', '18', '', '', '', '', '', '', CLAIM_FILING_INDICATOR[payer.type]);
    add('NM1', 'IL', '1', text(name.last), text(name.first), '', '', '', 'MI', text(insuredId(claim)));
    if (claim.rider.address) address(claim.rider.address);
    add('DMG', 'D8', ymd(claim.rider.dateOfBirth), claim.rider.sex);
    if (claim.workersComp) add('REF', 'Y4', text(claim.workersComp.claimNumber));
    // 2010BB payer.
    add('NM1', 'PR', '2', text(payer.name), '', '', '', '', 'PI', payerId);
    address(payer.billingAddress);
    // 2300 claim: place of service 99, "B" (a place of service code), frequency 1 (original) or 7 (replacing the
    // payer's claim named in REF*F8); signed, assigned, released; for workers' compensation the related cause EM
    // (employment, CLM11), which the accident date needs.
    const related = claim.workersComp ? ['', 'EM'] : [];
    add(
      'CLM',
      claimControlNumber(claim),
      formatAmount(claim.totalCents),
      '',
      '',
      [PLACE_OF_SERVICE, 'B', claim.correction ? '7' : '1'].join(COMPONENT),
      'Y',
      'A',
      'Y',
      'Y',
      ...related,
    );
    if (claim.workersComp) add('DTP', '439', 'D8', ymd(claim.workersComp.dateOfInjury));
    // The references in the guide's order: the broker's number as a referral number, the prior authorization,
    // the payer's claim being replaced, the broker's number as an intermediary's claim number.
    const tripNumber = claim.brokerTripId ? text(claim.brokerTripId) : '';
    if (tripNumber && payer.tripNumberOn === '9F') add('REF', '9F', tripNumber);
    if (claim.priorAuthorization) add('REF', 'G1', text(claim.priorAuthorization));
    if (claim.correction) add('REF', 'F8', text(claim.correction.payerClaimNumber));
    if (tripNumber && payer.tripNumberOn === 'D9') add('REF', 'D9', tripNumber);
    if (tripNumber && payer.tripNumberOn === 'NTE') add('NTE', 'ADD', `TRIP ${tripNumber}`);
    // HI: the principal diagnosis (ABK), then the others (ABF); each line points at up to four of them.
    // A claim without one is listed as a claim problem before sending; its draft's file goes without HI.
    if (claim.diagnoses.length > 0)
      add('HI', ...claim.diagnoses.map((code, n) => [n === 0 ? 'ABK' : 'ABF', diagnosisForX12(code)].join(COMPONENT)));
    // 2310E / 2310F: where the rider was picked up and dropped off, which transport claims carry when known.
    if (claim.pickup.postal && claim.dropoff.postal) {
      add('NM1', 'PW', '2');
      address(claim.pickup.postal);
      add('NM1', '45', '2');
      address(claim.dropoff.postal);
    }
    const pointers = claim.diagnoses
      .slice(0, MAX_LINE_POINTERS)
      .map((_, n) => String(n + 1))
      .join(COMPONENT);
    // 2400 lines: the origin/destination modifier is one two-letter modifier (SV101-3).
    claim.lines.forEach((line, n) => {
      add('LX', String(n + 1));
      const procedure = ['HC', text(line.code), ...(line.modifier ? [text(line.modifier)] : [])].join(COMPONENT);
      add('SV1', procedure, formatAmount(line.amountCents), 'UN', line.quantity, '', '', pointers);
      add('DTP', '472', 'D8', ymd(claim.serviceDate));
    });
  }
  add('SE', String(body.length + 1), '0001');

  const isa = [
    'ISA',
    '00',
    pad('', 10),
    '00',
    pad('', 10),
    'ZZ',
    pad(submitterId, 15),
    'ZZ',
    pad(payerId, 15),
    when.yymmdd,
    when.hhmm,
    REPETITION,
    '00501',
    interchangeControl,
    '0',
    // Test data until the company marks the payer live.
    payer.claimsLive ? 'P' : 'T',
    COMPONENT,
  ];
  const segments = [
    isa,
    ['GS', 'HC', submitterId, payerId, when.ccyymmdd, when.hhmm, groupControl, 'X', '005010X222A1'],
    ...body,
    ['GE', '1', groupControl],
    ['IEA', '1', interchangeControl],
  ];
  return segments.map((elements) => `${trimTrailing(elements).join(ELEMENT)}${SEGMENT}\n`).join('');
}

/** A segment ends at its last element with a value (no trailing "*"). */
function trimTrailing(elements: string[]): string[] {
  let end = elements.length;
  while (end > 1 && elements[end - 1] === '') end--;
  return elements.slice(0, end);
}
