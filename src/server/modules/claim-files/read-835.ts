import { sumCents, type Cents } from '../../../domain/money';
import { ClaimFileError } from './claim-file-error';
import { transactionsOf } from './claim-file';
import { carcText } from './codes/carc';
import { clpStatusText } from './codes/clp-status';
import { groupCodeText } from './codes/group-codes';
import { withText, type CodeWithText } from './codes/lookup';
import { paymentHandlingText, paymentMethodText, providerAdjustmentText } from './codes/payment';
import { rarcText } from './codes/rarc';
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

/** One adjustment of a CAS (group, reason, amount, quantity): a CAS carries up to six of one group. */
export interface Adjustment835 {
  /** CAS01: CO contractual, PR patient responsibility, OA other, PI payer initiated (CR before 5010). */
  group: CodeWithText;
  /** The claim adjustment reason code (CARC). */
  reason: CodeWithText;
  /** Positive reduces the payment, negative adds to it (a reversal's adjustments are negative). */
  amountCents: Cents;
  quantity: string | null;
}

export interface Procedure835 {
  /** HC (HCPCS), NU (revenue code)… */
  qualifier: string;
  code: string;
  modifiers: string[];
}

export interface ServiceLine835 {
  /** SVC01, the procedure as the payer adjudicated it. */
  procedure: Procedure835;
  chargeCents: Cents;
  paidCents: Cents;
  revenueCode: string | null;
  /** SVC05. */
  unitsPaid: string | null;
  /** SVC06, the procedure we billed when the payer changed it. */
  originalProcedure: Procedure835 | null;
  /** SVC07, the units we billed when the payer changed them. */
  originalUnits: string | null;
  serviceDate: { from: string | null; to: string | null } | null;
  /** REF*6R, the line item control number we sent, if we sent one. */
  lineItemControlNumber: string | null;
  /** AMT*B6, what the payer allows for the line. */
  allowedCents: Cents | null;
  adjustments: Adjustment835[];
  /** LQ: remittance advice remark codes (HE) and NCPDP reject codes (RX). */
  remarks: CodeWithText[];
  adjustmentCents: Cents;
  /** SVC02 − SVC03 equals the line's adjustments. */
  balanced: boolean;
}

export interface Party835 {
  name: string;
  idQualifier: string | null;
  id: string | null;
}

/** One claim of a payment (loop 2100). */
export interface ClaimPayment835 {
  /** CLP01: the CLM01 we sent, as the payer writes it back; or a number the product never sent. */
  claimControlNumber: string;
  /** CLP02 in words: 1 processed as primary, 4 denied, 22 reversal of a previous payment… */
  status: CodeWithText;
  denied: boolean;
  /** CLP02 is 22: the payer takes back an earlier payment of this claim; its amounts are negative. */
  reversal: boolean;
  /** CLP03. */
  chargeCents: Cents;
  /** CLP04. */
  paidCents: Cents;
  /** CLP05. */
  patientResponsibilityCents: Cents | null;
  /** CLP06: WC, MC, CI… */
  filingIndicator: string | null;
  /** CLP07: the payer's number for the claim, which a corrected claim quotes in REF*F8. */
  payerClaimControlNumber: string | null;
  /** CLP08, the place of service for a professional claim. */
  facilityCode: string | null;
  /** CLP09. */
  frequencyCode: string | null;
  patient: Party835 | null;
  insured: Party835 | null;
  /** Claim-level REF: the payer's other numbers for the claim (1L group, G1 prior authorization, F8 the claim it replaces…). */
  references: { qualifier: string; value: string }[];
  /** Claim-level CAS. */
  adjustments: Adjustment835[];
  /** MOA and MIA remark codes. */
  remarks: CodeWithText[];
  statementFrom: string | null;
  statementTo: string | null;
  receivedDate: string | null;
  lines: ServiceLine835[];
  /** The claim's and its lines' adjustments together. */
  adjustmentCents: Cents;
  /** CLP03 − CLP04 equals `adjustmentCents`, as the 835 guide requires of every claim. */
  balanced: boolean;
}

/** A PLB adjustment identifier and amount: money the payer takes or adds outside any claim. */
export interface ProviderAdjustment835 {
  /** PLB01, our NPI or tax id as the payer knows us. */
  providerId: string;
  /** PLB02, the last day of the payer's fiscal period. */
  fiscalPeriodDate: string;
  reason: CodeWithText;
  /** The identifier after the reason (an earlier claim's number for a recovery, an invoice…). */
  reference: string | null;
  /** Positive reduces the payment (a recovery), negative adds to it (interest). */
  amountCents: Cents;
}

/** One transaction set of the 835: one payment (or one notice that no money moves). */
export interface Payment835 {
  /** ST02. */
  transactionControlNumber: string;
  /** BPR01 in words. */
  handling: CodeWithText;
  /** BPR02, the total actual provider payment. */
  amountCents: Cents;
  /** BPR03: C credit (money to us), D debit. */
  creditDebit: string;
  /** BPR04: ACH, CHK, NON… */
  method: CodeWithText;
  /** BPR05: CCP, CTX. */
  paymentFormat: string | null;
  /** BPR16, the check's issue date or the EFT's effective date. */
  date: string;
  /** TRN02: the check number or the EFT trace number, which ties the remittance to the money in the bank. */
  traceNumber: string;
  /** TRN03, the payer's id as originator (1 and its tax id, usually). */
  originatorId: string | null;
  payer: Party835 & { additionalIds: { qualifier: string; id: string }[] };
  payee: Party835 & { taxId: string | null };
  /** DTM*405. */
  productionDate: string | null;
  claims: ClaimPayment835[];
  providerAdjustments: ProviderAdjustment835[];
  /** The sum of the claims' CLP04. */
  claimsPaidCents: Cents;
  /** The sum of the PLB amounts. */
  providerAdjustmentCents: Cents;
  /** BPR02 equals the claims paid less the provider adjustments, as the 835 guide requires. */
  balanced: boolean;
}

export interface Remittance835 {
  kind: '835';
  interchangeControlNumber: string;
  interchange: InterchangeSummary;
  payments: Payment835[];
}

function procedure(value: string, delimiters: X12Delimiters): Procedure835 {
  const [qualifier = '', code = '', ...rest] = componentsOf(value, delimiters);
  return { qualifier, code, modifiers: rest.slice(0, 4).filter(Boolean) };
}

function adjustmentsOf(segment: X12Segment, where: string): Adjustment835[] {
  const group = el(segment, 1);
  if (!group) throw new ClaimFileError('malformed', `A CAS of ${where} has no group code (CAS01).`);
  const adjustments: Adjustment835[] = [];
  for (let k = 0; k < 6; k++) {
    const reason = el(segment, 2 + 3 * k);
    const amount = el(segment, 3 + 3 * k);
    if (!reason && !amount) continue;
    if (!reason) throw new ClaimFileError('malformed', `A CAS of ${where} has an amount without a reason code.`);
    adjustments.push({
      group: withText(group, groupCodeText),
      reason: withText(reason, carcText),
      amountCents: centsFrom(amount, `The ${group}-${reason} adjustment of ${where}`),
      quantity: el(segment, 4 + 3 * k) || null,
    });
  }
  if (adjustments.length === 0) throw new ClaimFileError('malformed', `A CAS of ${where} holds no adjustment.`);
  return adjustments;
}

const remark = (code: string): CodeWithText => withText(code, rarcText);
const totalOf = (adjustments: Adjustment835[]) => sumCents(adjustments.map((a) => a.amountCents));

function party(segment: X12Segment): Party835 {
  const last = el(segment, 3);
  const first = el(segment, 4);
  return { name: first ? `${last}, ${first}` : last, idQualifier: el(segment, 8) || null, id: el(segment, 9) || null };
}

function readPayment(transactionControlNumber: string, segments: X12Segment[], delimiters: X12Delimiters): Payment835 {
  const [bpr, trn] = [segments.find((s) => s.id === 'BPR'), segments.find((s) => s.id === 'TRN')];
  if (!bpr) {
    throw new ClaimFileError('malformed', `Remittance ${transactionControlNumber} has no BPR (payment) segment.`);
  }
  if (!trn || !el(trn, 2)) {
    throw new ClaimFileError(
      'malformed',
      `Remittance ${transactionControlNumber} has no check or EFT trace number (TRN02).`,
    );
  }
  const payment: Payment835 = {
    transactionControlNumber,
    handling: withText(el(bpr, 1), paymentHandlingText),
    amountCents: centsFrom(el(bpr, 2), 'The payment amount (BPR02)'),
    creditDebit: el(bpr, 3),
    method: withText(el(bpr, 4), paymentMethodText),
    paymentFormat: el(bpr, 5) || null,
    date: isoDate(el(bpr, 16), 'The payment date (BPR16)'),
    traceNumber: el(trn, 2),
    originatorId: el(trn, 3) || null,
    payer: { name: '', idQualifier: null, id: null, additionalIds: [] },
    payee: { name: '', idQualifier: null, id: null, taxId: null },
    productionDate: null,
    claims: [],
    providerAdjustments: [],
    claimsPaidCents: 0,
    providerAdjustmentCents: 0,
    balanced: false,
  };

  let party1000: 'payer' | 'payee' | null = null;
  let claim: ClaimPayment835 | null = null;
  let line: ServiceLine835 | null = null;
  const where = () =>
    line
      ? `a service line (${line.procedure.code}) of claim ${claim!.claimControlNumber}`
      : `claim ${claim!.claimControlNumber}`;

  for (const segment of segments) {
    switch (segment.id) {
      case 'DTM': {
        const qualifier = el(segment, 1);
        const date = (what: string) => isoDate(el(segment, 2), `${what} (DTM*${qualifier})`);
        if (!claim && qualifier === '405') payment.productionDate = date('The production date');
        else if (line && (qualifier === '472' || qualifier === '150' || qualifier === '151')) {
          const day = date(`The service date of ${where()}`);
          line.serviceDate ??= { from: null, to: null };
          if (qualifier !== '151') line.serviceDate.from = day;
          if (qualifier !== '150') line.serviceDate.to = day;
        } else if (claim && !line && qualifier === '232')
          claim.statementFrom = date(`The statement start of ${where()}`);
        else if (claim && !line && qualifier === '233') claim.statementTo = date(`The statement end of ${where()}`);
        else if (claim && !line && qualifier === '050') claim.receivedDate = date(`The received date of ${where()}`);
        break;
      }
      case 'N1': {
        const code = el(segment, 1);
        party1000 = code === 'PR' ? 'payer' : code === 'PE' ? 'payee' : null;
        const named = { name: el(segment, 2), idQualifier: el(segment, 3) || null, id: el(segment, 4) || null };
        if (party1000 === 'payer') Object.assign(payment.payer, named);
        if (party1000 === 'payee') Object.assign(payment.payee, named);
        break;
      }
      case 'REF': {
        const [qualifier, value] = [el(segment, 1), el(segment, 2)];
        if (line) {
          if (qualifier === '6R') line.lineItemControlNumber = value;
        } else if (claim) {
          claim.references.push({ qualifier, value });
        } else if (party1000 === 'payer') {
          payment.payer.additionalIds.push({ qualifier, id: value });
          // REF*2U is the payer's id when N1*PR carries none: the payer code the product sends in the 837.
          if (qualifier === '2U' && !payment.payer.id) Object.assign(payment.payer, { idQualifier: '2U', id: value });
        } else if (party1000 === 'payee' && qualifier === 'TJ') {
          payment.payee.taxId = value;
        }
        break;
      }
      case 'CLP': {
        const number = el(segment, 1);
        if (!number) {
          throw new ClaimFileError('malformed', 'A claim of the remittance has no claim control number (CLP01).');
        }
        const status = el(segment, 2);
        claim = {
          claimControlNumber: number,
          status: withText(status, clpStatusText),
          denied: status === '4',
          reversal: status === '22',
          chargeCents: centsFrom(el(segment, 3), `The charge (CLP03) of claim ${number}`),
          paidCents: centsFrom(el(segment, 4), `The payment (CLP04) of claim ${number}`),
          patientResponsibilityCents: optionalCents(
            el(segment, 5),
            `The patient responsibility (CLP05) of claim ${number}`,
          ),
          filingIndicator: el(segment, 6) || null,
          payerClaimControlNumber: el(segment, 7) || null,
          facilityCode: el(segment, 8) || null,
          frequencyCode: el(segment, 9) || null,
          patient: null,
          insured: null,
          references: [],
          adjustments: [],
          remarks: [],
          statementFrom: null,
          statementTo: null,
          receivedDate: null,
          lines: [],
          adjustmentCents: 0,
          balanced: false,
        };
        line = null;
        payment.claims.push(claim);
        break;
      }
      case 'CAS': {
        if (!claim) throw new ClaimFileError('malformed', 'The remittance has an adjustment (CAS) outside a claim.');
        (line ?? claim).adjustments.push(...adjustmentsOf(segment, where()));
        break;
      }
      case 'NM1': {
        if (claim && !line && el(segment, 1) === 'QC') claim.patient = party(segment);
        if (claim && !line && el(segment, 1) === 'IL') claim.insured = party(segment);
        break;
      }
      case 'MOA':
        if (claim)
          claim.remarks.push(
            ...[3, 4, 5, 6, 7]
              .map((n) => el(segment, n))
              .filter(Boolean)
              .map(remark),
          );
        break;
      case 'MIA':
        if (claim)
          claim.remarks.push(
            ...[5, 20, 21, 22, 23]
              .map((n) => el(segment, n))
              .filter(Boolean)
              .map(remark),
          );
        break;
      case 'SVC': {
        if (!claim) throw new ClaimFileError('malformed', 'The remittance has a service line (SVC) outside a claim.');
        const billed = el(segment, 6);
        line = {
          procedure: procedure(el(segment, 1), delimiters),
          chargeCents: 0,
          paidCents: 0,
          revenueCode: el(segment, 4) || null,
          unitsPaid: el(segment, 5) || null,
          originalProcedure: billed ? procedure(billed, delimiters) : null,
          originalUnits: el(segment, 7) || null,
          serviceDate: null,
          lineItemControlNumber: null,
          allowedCents: null,
          adjustments: [],
          remarks: [],
          adjustmentCents: 0,
          balanced: false,
        };
        line.chargeCents = centsFrom(el(segment, 2), `The charge (SVC02) of ${where()}`);
        line.paidCents = centsFrom(el(segment, 3), `The payment (SVC03) of ${where()}`);
        claim.lines.push(line);
        break;
      }
      case 'AMT':
        if (line && el(segment, 1) === 'B6')
          line.allowedCents = centsFrom(el(segment, 2), `The allowed amount of ${where()}`);
        break;
      case 'LQ': {
        if (!line) break;
        const [qualifier, code] = [el(segment, 1), el(segment, 2)];
        line.remarks.push(qualifier === 'RX' ? { code, text: `NCPDP reject reason code ${code}` } : remark(code));
        break;
      }
      case 'LX':
        claim = null;
        line = null;
        break;
      case 'PLB': {
        claim = null;
        line = null;
        const providerId = el(segment, 1);
        const fiscalPeriodDate = isoDate(el(segment, 2), 'The fiscal period date (PLB02) of a provider adjustment');
        for (let k = 0; k < 6; k++) {
          const identifier = el(segment, 3 + 2 * k);
          const amount = el(segment, 4 + 2 * k);
          if (!identifier && !amount) continue;
          const [reason = '', reference = ''] = componentsOf(identifier, delimiters);
          if (!reason) {
            throw new ClaimFileError('malformed', 'A provider adjustment (PLB) has an amount without a reason code.');
          }
          payment.providerAdjustments.push({
            providerId,
            fiscalPeriodDate,
            reason: withText(reason, providerAdjustmentText),
            reference: reference || null,
            amountCents: centsFrom(amount, `The ${reason} provider adjustment (PLB)`),
          });
        }
        break;
      }
      default:
        break;
    }
  }

  for (const c of payment.claims) {
    for (const l of c.lines) {
      l.adjustmentCents = totalOf(l.adjustments);
      l.balanced = l.chargeCents - l.paidCents === l.adjustmentCents;
    }
    c.adjustmentCents = sumCents([totalOf(c.adjustments), ...c.lines.map((l) => l.adjustmentCents)]);
    c.balanced = c.chargeCents - c.paidCents === c.adjustmentCents;
  }
  payment.claimsPaidCents = sumCents(payment.claims.map((c) => c.paidCents));
  payment.providerAdjustmentCents = sumCents(payment.providerAdjustments.map((a) => a.amountCents));
  payment.balanced = payment.amountCents === payment.claimsPaidCents - payment.providerAdjustmentCents;
  return payment;
}

/**
 * An 835 remittance (005010X221A1) read: per payment (one per transaction set) the money (BPR), the check or EFT
 * trace number (TRN), payer and payee, and per claim (CLP) what was charged, paid and left to the patient, with every
 * adjustment (CAS), remark (MOA, MIA, LQ) and provider adjustment (PLB) in words, all money in cents
 * (docs/decisions/100-acknowledgments-and-remittances.md). Every CLP is returned, also one whose CLP01 the product
 * never sent: the reader does not know the database, and the caller shows such claims rather than drop money.
 * An 835 that does not balance is returned with `balanced` false, not refused: the money has moved either way, and
 * the clerk must see it.
 */
export function read835(text: string): Remittance835 {
  const interchange = readInterchange(text);
  const transactions = transactionsOf(interchange, '835');
  return {
    kind: '835',
    interchangeControlNumber: interchange.controlNumber,
    interchange: summaryOf(interchange),
    payments: transactions.map((t) => readPayment(t.controlNumber, t.segments, interchange.delimiters)),
  };
}
