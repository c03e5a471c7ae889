/**
 * What comes back for a claim (docs/decisions/101-posting-claim-answers.md): the clearinghouse's and the payer's
 * verdicts, the money, and what the clerk fixes before sending a claim again. Words apart from the schemas, so the
 * claims screen names them without loading zod.
 */

/**
 * A claim's status. `draft`, `sent` and `void` follow its invoice until an answer comes; `accepted` and `rejected`
 * come from a 999 or 277CA, `paid`, `partially_paid` and `denied` from an 835; `corrected` once the clerk sends a
 * corrected claim, until the next answer.
 */
export const CLAIM_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'rejected',
  'paid',
  'partially_paid',
  'denied',
  'corrected',
  'void',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  denied: 'Denied',
  corrected: 'Corrected, sent again',
  void: 'Void',
};

/** The statuses the clerk must act on: the denials worklist. */
export const WORKLIST_STATUSES = ['rejected', 'denied'] as const satisfies readonly ClaimStatus[];

/** The answers the statuses come from: statuses set by a file are never set back by an older kind of answer. */
export const ANSWERED_STATUSES = ['accepted', 'rejected', 'paid', 'partially_paid', 'denied'] as const;
export type AnsweredStatus = (typeof ANSWERED_STATUSES)[number];

export const CLAIM_FILE_KINDS = ['999', '277CA', '835'] as const;
export type ClaimFileKind = (typeof CLAIM_FILE_KINDS)[number];
export const CLAIM_FILE_KIND_LABELS: Record<ClaimFileKind, string> = {
  '999': 'Acknowledgment (999)',
  '277CA': 'Claim acknowledgment (277CA)',
  '835': 'Remittance (835)',
};

/** One line of a posted file: a transaction set of a 999, a claim of a 277CA or 835, a PLB adjustment. */
export const CLAIM_FILE_LINE_KINDS = [
  'transaction_set',
  'claim_status',
  'claim_payment',
  'provider_adjustment',
] as const;
export type ClaimFileLineKind = (typeof CLAIM_FILE_LINE_KINDS)[number];

/** What the line said: a verdict, a payment, or, for a PLB, whether it names one of our invoices. */
export const CLAIM_FILE_LINE_OUTCOMES = [
  'accepted',
  'rejected',
  'pending',
  'paid',
  'partially_paid',
  'denied',
  'reversed',
  'applied',
  'unapplied',
] as const;
export type ClaimFileLineOutcome = (typeof CLAIM_FILE_LINE_OUTCOMES)[number];
export const CLAIM_FILE_LINE_OUTCOME_LABELS: Record<ClaimFileLineOutcome, string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  pending: 'Pending',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  denied: 'Denied',
  reversed: 'Reversed',
  applied: 'On an invoice',
  unapplied: 'Unapplied',
};

/** Where the clerk goes to fix what a rejection or denial names. */
export const FIX_TARGETS = ['trip', 'rider', 'authorization', 'payer', 'company'] as const;
export type FixTarget = (typeof FIX_TARGETS)[number];
export const FIX_TARGET_LABELS: Record<FixTarget, string> = {
  trip: 'Check the trip: its date, codes, miles and places',
  rider: 'Check the rider: member ID, name, date of birth, sex, address and diagnoses',
  authorization: 'Check the authorization: its number, dates, trips left and diagnoses',
  payer: 'Check the payer: its payer ID, kind and claim settings',
  company: "Check the company's billing details: NPI, tax ID, taxonomy and address",
};

/** A claim's status as stored: null until an answer, then an answer or `corrected`. */
export type ClaimAnswerStatus = AnsweredStatus | 'corrected';

/** A reason as stored on a claim and a file line: money in cents, the code's words as shipped when posted. */
export interface StoredClaimReason {
  source: ClaimFileKind;
  code: string;
  text: string;
  amountCents: number | null;
}
