import { z } from 'zod';
import { dollarAmount } from './wire-formats';
import { JOB_OUTCOMES } from './pricing';
import { MILES_SOURCES } from './billed-miles';

/**
 * GET /api/jobs/{id}/price (docs/decisions/068-job-price.md): what the job's payer is charged for it, line by
 * line, from the payer's rate for the job's level of service. Money as dollars with two decimals.
 */
export const PRICE_GAPS = ['no_payer', 'no_rate', 'not_billable'] as const;
export type PriceGap = (typeof PRICE_GAPS)[number];

export const PRICE_GAP_LABELS: Record<PriceGap, string> = {
  no_payer: 'No payer is set for this trip',
  no_rate: 'The payer has no rate for this level of service',
  not_billable: 'A trip cancelled in time is not charged',
};

const money = dollarAmount;

export const jobPriceResponse = z
  .object({
    payerId: z.guid().nullable(),
    payerName: z.string().nullable(),
    gap: z.enum(PRICE_GAPS).nullable().describe('Why there is no price; null when there is one'),
    outcome: z.enum(JOB_OUTCOMES).nullable(),
    basis: z
      .object({
        loadedMiles: z.string().describe('Miles with the rider aboard'),
        milesFrom: z
          .enum(MILES_SOURCES)
          .describe(
            "The driver's odometer at pickup and drop-off, else the travel estimate between the places, else none (no reading and no estimate: no miles are billed)",
          ),
        waitMinutes: z.number().int().describe('From arrival to pickup'),
        pickupClock: z.string().describe('The pickup time on the company clock, HH:MM'),
      })
      .nullable(),
    lines: z.array(
      z.object({
        kind: z.string(),
        code: z.string().describe('HCPCS code'),
        modifier: z.string().describe('Origin and destination, such as RJ'),
        description: z.string(),
        quantity: z.string(),
        unit: money,
        amount: money,
      }),
    ),
    total: money.nullable(),
  })
  .describe("A job's price for its payer");
export type JobPriceAnswer = z.infer<typeof jobPriceResponse>;
