import { z } from 'zod';
import {
  AGING_BUCKET_DAYS,
  AGING_BUCKETS,
  CLAIM_PROBLEMS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  type AgingBucket,
} from './invoice-words';
import { dayText, isoDayField, periodInOrder, periodShape } from './period';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { parseCents } from './money';
import { PAYER_TYPES } from './payer';
import { dollarAmount, instant } from './wire-formats';
import { CLAIM_STATUSES, claimReasonResponse } from './claim-answer';

// The statuses, problems, payment methods and aging buckets with their words live apart from the schemas, so the
// invoice list and the aging name them without loading zod (docs/performance.md, "Staff screens on a phone").
export * from './invoice-words';

/** Shown on every page and file: INV-000042. */
export const invoiceNumberLabel = (n: number) => `INV-${String(n).padStart(6, '0')}`;

const money = dollarAmount;
const isoDay = isoDayField;

/** POST /api/invoices: a draft for this payer's trips of this period not yet billed. */
export const invoiceBuildInput = z
  .object({
    payerId: z.guid({ error: 'Choose a payer' }),
    ...periodShape,
  })
  .strict()
  .refine(...periodInOrder);
export type InvoiceBuildInput = z.input<typeof invoiceBuildInput>;

/** POST /api/invoices/{id}/send: the day it goes out (today on the company clock when left out). */
export const invoiceSendInput = z
  .object({
    sentOn: isoDay('Sent date').optional(),
    acknowledgeProblems: z
      .boolean()
      .optional()
      .describe('Send even though claims have problems: the clerk has seen them'),
  })
  .strict();

/**
 * An invoice bills the trips of its period: sent before the period ends it would bill days not yet driven. The send
 * form and the server refuse it in these words, on the sent date.
 */
export const sentBeforePeriodEnd = (periodTo: string) =>
  `Sent date cannot be before the period ends (${dayText(periodTo)})`;

/** POST /api/invoices/{id}/payments. */
export const invoicePaymentInput = z
  .object({
    amount: z
      .string({ error: 'Enter the amount received' })
      .trim()
      .refine((v) => (parseCents(v) ?? 0) > 0, 'Enter the amount received in dollars, such as 120.50'),
    receivedOn: isoDay('Received date'),
    method: z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid' }),
    reference: z
      .string()
      .trim()
      .max(80, 'Reference must be at most 80 characters')
      .nullish()
      .transform((v) => v || null)
      .describe('Check number or remittance reference'),
  })
  .strict();
export type InvoicePaymentInput = z.input<typeof invoicePaymentInput>;

/** POST /api/invoices/{id}/void and …/deny. */
export const invoiceReasonInput = z
  .object({
    reason: z
      .string({ error: 'Give a reason' })
      .trim()
      .min(3, 'Give a reason of at least 3 characters')
      .max(500, 'Reason must be at most 500 characters'),
  })
  .strict();

export const invoiceSummaryResponse = z
  .object({
    id: z.guid(),
    number: z.string().describe('INV-000042'),
    payerId: z.guid(),
    payerName: z.string(),
    payerType: z.enum(PAYER_TYPES),
    periodFrom: z.string(),
    periodTo: z.string(),
    status: z.enum(INVOICE_STATUSES),
    claimCount: z.number().int(),
    total: money,
    paid: money,
    balance: money,
    sentOn: z.string().nullable(),
    dueOn: z.string().nullable(),
    createdAt: instant,
  })
  .describe('An invoice in a list');
export type InvoiceSummary = z.infer<typeof invoiceSummaryResponse>;

export const invoiceLineResponse = z.object({
  kind: z.string(),
  code: z.string(),
  modifier: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit: money,
  amount: money,
});

export const invoiceClaimResponse = z.object({
  id: z.guid(),
  jobId: z.guid(),
  serviceDate: z.string(),
  riderName: z.string(),
  memberId: z.string().nullable(),
  claimNumber: z.string().nullable().describe("The carrier's claim number, for workers' compensation"),
  authorizationNumber: z.string().nullable(),
  levelOfService: z.enum(LEVELS_OF_SERVICE),
  pickupAddress: z.string(),
  dropoffAddress: z.string(),
  driverName: z.string().nullable(),
  total: money,
  lines: z.array(invoiceLineResponse),
  problems: z
    .array(z.enum(CLAIM_PROBLEMS))
    .describe('What would stop the payer paying it; a draft sends only when every claim has none'),
  status: z.enum(CLAIM_STATUSES),
  paid: money.describe("What the payer's remittances paid on this claim"),
  payerClaimNumber: z.string().nullable(),
  reasons: z.array(claimReasonResponse).describe('The last answer’s reasons, in words'),
});
export type InvoiceClaim = z.infer<typeof invoiceClaimResponse>;

export const invoicePaymentResponse = z.object({
  id: z.guid(),
  amount: money,
  receivedOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  createdAt: instant,
});

export const invoiceResponse = invoiceSummaryResponse
  .extend({
    termsDays: z.number().int(),
    deniedReason: z.string().nullable(),
    voidReason: z.string().nullable(),
    claims: z.array(invoiceClaimResponse),
    payments: z.array(invoicePaymentResponse),
  })
  .describe('An invoice with its claims and payments')
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceResponse>;

/** Which bucket an invoice sent on `sentOn` falls in on `asOf` (both ISO days). */
export function agingBucketOf(sentOn: string, asOf: string): AgingBucket {
  const days = Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${sentOn}T00:00:00Z`)) / 86_400_000);
  return AGING_BUCKETS.find(
    (bucket) => AGING_BUCKET_DAYS[bucket][1] === null || days <= AGING_BUCKET_DAYS[bucket][1]!,
  )!;
}

const agingAmounts = z.object({ days0to30: money, days31to60: money, days61to90: money, over90: money, total: money });
export const agingResponse = z
  .object({
    asOf: z.string(),
    payers: z.array(agingAmounts.extend({ payerId: z.guid(), payerName: z.string(), invoiceCount: z.number().int() })),
    totals: agingAmounts,
  })
  .describe('What payers still owe, by days since the invoice was sent');
export type Aging = z.infer<typeof agingResponse>;

/** GET /api/invoices/unbilled-period: the period the build dialog starts on (null: nothing is waiting to be billed). */
export const unbilledPeriodResponse = z
  .object({
    period: z.object({ periodFrom: z.string(), periodTo: z.string() }).nullable(),
    latestTripOn: z.string().nullable().describe('The day of the latest trip not yet billed'),
  })
  .describe('The month of the latest completed trip not yet on an invoice, up to today');
export type UnbilledPeriod = z.infer<typeof unbilledPeriodResponse>;

/** GET /api/jobs/{id}/billing: what the trip is billed, what the driver is paid for it, and the difference. */
export const tripMoneyResponse = z
  .object({
    driverPay: money.describe("The job's rate: what the driver is paid for the trip"),
    billed: money
      .nullable()
      .describe(
        'The claim total once the trip is on an invoice, else its price for the payer now; null when there is none',
      ),
    billedFrom: z.enum(['invoice', 'price']).nullable(),
    invoiceId: z.guid().nullable(),
    invoiceNumber: z.string().nullable(),
    margin: money.nullable().describe('Billed less driver pay; negative when the trip loses money'),
  })
  .describe("A trip's billed amount, driver pay and margin");
export type TripMoney = z.infer<typeof tripMoneyResponse>;

/** GET /api/invoices/unbilled: what a build would bill now, for the clerk's preview. */
export const unbilledResponse = z
  .object({ claimCount: z.number().int(), total: money })
  .describe('Trips not yet billed for a payer and period');
