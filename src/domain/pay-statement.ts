import { z } from 'zod';
import { isoDayField, periodInOrder, periodShape } from './period';
import { parseCents } from './money';
import { calendarDay, dollarAmount, instant } from './wire-formats';

/**
 * Contractor pay statements (docs/decisions/071-contractor-pay.md): one driver, one period, the trips completed or
 * no-shows in it at their job rates, with adjustments. Money in the API as dollars with two decimals, cents inside.
 */
export const PAY_STATEMENT_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export type PayStatementStatus = (typeof PAY_STATEMENT_STATUSES)[number];
export const PAY_STATEMENT_STATUS_LABELS: Record<PayStatementStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  paid: 'Paid',
  void: 'Void',
};

/** Shown on every page and file: PAY-000042. */
export const payStatementNumberLabel = (n: number) => `PAY-${String(n).padStart(6, '0')}`;

/** The refusal of a build with no trip to pay (422, `reasons: ['nothing_to_pay']`). */
export const NOTHING_TO_PAY = 'No completed trips to pay for this driver and period';

const money = dollarAmount;
const isoDay = isoDayField;

/** POST /api/pay-statements: a draft for the driver's unpaid trips of the period. */
export const payStatementBuildInput = z
  .object({
    driverId: z.guid({ error: 'Choose a driver' }),
    ...periodShape,
  })
  .strict()
  .refine(...periodInOrder);
export type PayStatementBuildInput = z.input<typeof payStatementBuildInput>;

/** GET /api/pay-statements/unpaid and POST /api/pay-statements/all: a period for every driver with trips to pay. */
export const payPeriodInput = z
  .object({ ...periodShape })
  .strict()
  .refine(...periodInOrder);
export type PayPeriodInput = z.input<typeof payPeriodInput>;

/** What building for every driver of a period would pay, shown before anything is built. */
export const unpaidResponse = z
  .object({
    drivers: z.array(
      z.object({ driverId: z.guid(), driverName: z.string(), tripCount: z.number().int(), total: money }),
    ),
    tripCount: z.number().int(),
    total: money,
  })
  .describe("Each driver's completed trips and no-shows of the period on no live statement, at their job rates");
export type Unpaid = z.infer<typeof unpaidResponse>;

/** POST /api/pay-statements/{id}/adjustments: a signed amount ("-25.00" recovers an advance). */
export const payAdjustmentInput = z
  .object({
    description: z
      .string({ error: 'Describe the adjustment' })
      .trim()
      .min(3, 'Describe the adjustment in at least 3 characters')
      .max(200, 'Description must be at most 200 characters'),
    amount: z
      .string({ error: 'Enter the amount' })
      .trim()
      .refine((v) => {
        const cents = parseCents(v, { allowNegative: true });
        return cents !== null && cents !== 0 && Math.abs(cents) <= 10_000_000;
      }, 'Enter an amount other than zero in dollars, such as 25.00 or -25.00'),
  })
  .strict();
export type PayAdjustmentInput = z.input<typeof payAdjustmentInput>;

/** POST /api/pay-statements/{id}/paid. */
export const payStatementPaidInput = z.object({ paidOn: isoDay('Paid date') }).strict();
export type PayStatementPaidInput = z.input<typeof payStatementPaidInput>;

/** GET /api/pay-statements filters. */
export const payStatementListQuery = z
  .object({
    driverId: z.guid({ error: 'Not a driver id' }).optional(),
    status: z.enum(PAY_STATEMENT_STATUSES, { error: 'Not a statement status' }).optional(),
  })
  .strict();

export const payStatementSummaryResponse = z
  .object({
    id: z.guid(),
    number: z.string().describe('PAY-000042'),
    driverId: z.guid(),
    driverName: z.string(),
    periodFrom: calendarDay,
    periodTo: calendarDay,
    status: z.enum(PAY_STATEMENT_STATUSES),
    total: money,
    dueOn: calendarDay.nullable().describe("The earliest line's due date: every trip is paid within its term"),
    issuedAt: instant.nullable(),
    paidOn: calendarDay.nullable(),
    voidedAt: instant.nullable(),
    createdAt: instant,
  })
  .describe('A pay statement in a list');
export type PayStatementSummary = z.infer<typeof payStatementSummaryResponse>;

export const payStatementLineResponse = z.object({
  id: z.guid(),
  jobId: z.guid(),
  riderName: z.string().describe("The rider's name, as the trip has it"),
  leg: z.enum(['outbound', 'return']).describe('The way there or the way back'),
  pickupTime: instant.nullable().describe('When the rider was to be picked up'),
  description: z.string(),
  serviceDate: calendarDay,
  completedOn: calendarDay,
  dueOn: calendarDay.describe(
    "The statement's due date: paying the statement pays every trip on it, each within its term",
  ),
  amount: money,
});
export type PayStatementLine = z.infer<typeof payStatementLineResponse>;

export const payAdjustmentResponse = z.object({
  id: z.guid(),
  description: z.string(),
  amount: money,
  createdAt: instant,
});
export type PayAdjustment = z.infer<typeof payAdjustmentResponse>;

export const payStatementResponse = payStatementSummaryResponse
  .extend({
    linesTotal: money,
    adjustmentsTotal: money,
    lines: z.array(payStatementLineResponse),
    adjustments: z.array(payAdjustmentResponse),
  })
  .describe('A pay statement with its trips and adjustments');
export type PayStatement = z.infer<typeof payStatementResponse>;
