import type { JobPriceAnswer } from '@domain/job-price';
import { payersCopy } from '@/content/payers';

const words = payersCopy.jobPrice;

/**
 * What the price was worked out from, as the parts of one line: "12.2 loaded miles from the odometer · 35 min wait · pickup
 * 09:30", or "estimated" while the driver's odometer readings are not both in, or none without an estimate
 * (docs/decisions/068-job-price.md).
 */
export function priceBasis(price: Pick<JobPriceAnswer, 'basis' | 'outcome'>): string[] {
  const { basis, outcome } = price;
  if (!basis) return [];
  const miles =
    basis.milesFrom === 'odometer'
      ? `${words.miles(basis.loadedMiles)} ${words.fromOdometer}`
      : basis.milesFrom === 'estimate'
        ? `${words.miles(basis.loadedMiles)}, ${words.estimated}`
        : words.noMiles;
  const charged = outcome ? words.outcomes[outcome] : null;
  return [charged, miles, words.wait(basis.waitMinutes), words.pickup(basis.pickupClock)].filter(
    (part) => part !== null,
  );
}

/** A line's code as a claim writes it: A0130-RJ, or the code alone when the places give no modifier. */
export const lineCode = (line: { code: string; modifier: string }) =>
  line.modifier ? `${line.code}-${line.modifier}` : line.code;
