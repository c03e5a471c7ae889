import type { ClaimFileLineKind, ClaimFileLineOutcome, StoredClaimReason } from '../../../domain/claim-answer-words';
import type { ClaimAnswer, SetAnswer } from '../invoices/service';
import type { Ack277CA, ClaimAck277, StatusInformation277 } from './read-277ca';
import type { Adjustment835, ClaimPayment835, Payment835, ProviderAdjustment835, Remittance835 } from './read-835';
import type { Ack999, TransactionSetAck999 } from './read-999';
import type { CodeWithText } from './codes/lookup';

/**
 * What a read file says, line by line, in the shape the invoices module posts (docs/decisions/101-posting-claim-answers.md).
 * Pure: the matching and the money happen in the transaction that posts them.
 */

/** A line of the file before posting: what it said; the posting adds what it did. */
export interface ReadLine {
  kind: ClaimFileLineKind;
  controlNumber: string;
  outcome: ClaimFileLineOutcome;
  chargeCents: number | null;
  paidCents: number | null;
  payerClaimNumber: string | null;
  reasons: StoredClaimReason[];
}

const reason = (
  source: StoredClaimReason['source'],
  code: string,
  text: string,
  amountCents: number | null = null,
) => ({
  source,
  code,
  text,
  amountCents,
});

// ---- 999 ----

function setReasons(set: TransactionSetAck999): StoredClaimReason[] {
  return [
    ...set.errors.map((e: CodeWithText) => reason('999', `IK5 ${e.code}`, e.text)),
    ...set.segmentErrors.flatMap((s) => [
      reason(
        '999',
        `IK3 ${s.segmentId}`,
        `${s.error?.text ?? 'Segment error'} (segment ${s.segmentId}, position ${s.position}${s.loop ? `, loop ${s.loop}` : ''})`,
      ),
      ...s.elements.map((e) =>
        reason(
          '999',
          `IK4 ${s.segmentId}${String(e.position).padStart(2, '0')}`,
          `${e.error.text}${e.badValue ? `: "${e.badValue}"` : ''}`,
        ),
      ),
    ]),
  ];
}

export function answersOf999(file: Ack999): { lines: ReadLine[]; sets: SetAnswer[] } {
  const lines: ReadLine[] = [];
  const sets: SetAnswer[] = [];
  for (const group of file.groups) {
    const acks =
      group.transactionSets.length > 0
        ? group.transactionSets.map((set) => ({
            st: set.controlNumber,
            accepted: set.accepted,
            reasons: setReasons(set),
          }))
        : [
            {
              st: '',
              accepted: group.accepted,
              reasons: group.errors.map((e) => reason('999', `AK9 ${e.code}`, e.text)),
            },
          ];
    for (const ack of acks) {
      if (!ack.accepted && ack.reasons.length === 0)
        ack.reasons.push(reason('999', 'IK5 R', 'The transaction set was rejected'));
      lines.push({
        kind: 'transaction_set',
        controlNumber: ack.st ? `${group.groupControlNumber}:${ack.st}` : group.groupControlNumber,
        outcome: ack.accepted ? 'accepted' : 'rejected',
        chargeCents: null,
        paidCents: null,
        payerClaimNumber: null,
        reasons: ack.reasons,
      });
      sets.push({ groupControlNumber: group.groupControlNumber, accepted: ack.accepted, reasons: ack.reasons });
    }
  }
  return { lines, sets };
}

// ---- 277CA ----

function statusReasons(information: StatusInformation277[]): StoredClaimReason[] {
  return information.flatMap((info) =>
    info.statuses.map((s) =>
      reason(
        '277CA',
        [s.category.code, s.status.code, ...(s.entity ? [s.entity.code] : [])].join(':'),
        `${s.category.text.replace(/\.$/, '')}: ${s.status.text}${s.entity ? ` (${s.entity.text})` : ''}${info.message ? ` — ${info.message}` : ''}`,
      ),
    ),
  );
}

function claimAnswer277(claim: ClaimAck277): ClaimAnswer {
  const outcome =
    claim.outcome === 'rejected'
      ? 'rejected'
      : claim.outcome === 'pending' || claim.outcome === 'unknown'
        ? 'pending'
        : 'accepted';
  return {
    source: '277CA',
    controlNumber: claim.claimControlNumber,
    outcome,
    paidCents: 0,
    payerClaimNumber: claim.payerClaimControlNumber,
    reasons: [
      ...statusReasons(claim.statusInformation),
      ...claim.lines.flatMap((l) => statusReasons(l.statusInformation)),
    ],
    payment: null,
  };
}

export function answersOf277(file: Ack277CA): { lines: ReadLine[]; claims: ClaimAnswer[] } {
  const claims = file.claims.map(claimAnswer277);
  const lines = file.claims.map((claim, i): ReadLine => ({
    kind: 'claim_status',
    controlNumber: claim.claimControlNumber,
    outcome: claims[i]!.outcome,
    chargeCents: claim.chargeCents,
    paidCents: null,
    payerClaimNumber: claim.payerClaimControlNumber,
    reasons: claims[i]!.reasons,
  }));
  return { lines, claims };
}

// ---- 835 ----

const adjustmentReason = (a: Adjustment835) =>
  reason('835', `${a.group.code}-${a.reason.code}`, `${a.reason.text} (${a.group.text})`, a.amountCents);

function paymentReasons(claim: ClaimPayment835): StoredClaimReason[] {
  return [
    ...claim.adjustments.map(adjustmentReason),
    ...claim.lines.flatMap((l) => l.adjustments.map(adjustmentReason)),
    ...[...claim.remarks, ...claim.lines.flatMap((l) => l.remarks)].map((r) => reason('835', r.code, r.text)),
  ];
}

function outcome835(claim: ClaimPayment835): ClaimAnswer['outcome'] {
  if (claim.reversal) return 'reversed';
  if (claim.denied || claim.paidCents <= 0) return 'denied';
  return claim.paidCents >= claim.chargeCents ? 'paid' : 'partially_paid';
}

const METHOD: Record<string, 'eft' | 'check'> = { ACH: 'eft', FWT: 'eft', BOP: 'eft', CHK: 'check' };

function claimAnswer835(claim: ClaimPayment835, payment: Payment835): ClaimAnswer {
  return {
    source: '835',
    controlNumber: claim.claimControlNumber,
    outcome: outcome835(claim),
    paidCents: claim.paidCents,
    payerClaimNumber: claim.payerClaimControlNumber,
    reasons: paymentReasons(claim),
    payment: {
      method: METHOD[payment.method.code] ?? 'other',
      reference: payment.traceNumber,
      receivedOn: payment.date,
    },
  };
}

export interface ProviderAdjustmentLine {
  line: ReadLine;
  reference: string | null;
}

function providerAdjustmentLine(plb: ProviderAdjustment835): ProviderAdjustmentLine {
  return {
    reference: plb.reference,
    line: {
      kind: 'provider_adjustment',
      controlNumber: plb.reference ?? plb.reason.code,
      outcome: 'unapplied',
      chargeCents: null,
      // Positive PLB amounts are taken from the payment: shown as money paid, they read as negative.
      paidCents: -plb.amountCents,
      payerClaimNumber: null,
      reasons: [reason('835', `PLB ${plb.reason.code}`, plb.reason.text, plb.amountCents)],
    },
  };
}

export function answersOf835(file: Remittance835): {
  lines: ReadLine[];
  claims: ClaimAnswer[];
  providerAdjustments: ProviderAdjustmentLine[];
} {
  const claims = file.payments.flatMap((payment) => payment.claims.map((claim) => claimAnswer835(claim, payment)));
  const read = file.payments.flatMap((payment) => payment.claims);
  const lines = read.map((claim, i): ReadLine => ({
    kind: 'claim_payment',
    controlNumber: claim.claimControlNumber,
    outcome: claims[i]!.outcome,
    chargeCents: claim.chargeCents,
    paidCents: claim.paidCents,
    payerClaimNumber: claim.payerClaimControlNumber,
    reasons: claims[i]!.reasons,
  }));
  const providerAdjustments = file.payments.flatMap((p) => p.providerAdjustments.map(providerAdjustmentLine));
  return { lines, claims, providerAdjustments };
}
