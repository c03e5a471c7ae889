import type { LevelOfService } from '@domain/level-of-service';
import { formatDollars, parseCents } from '@domain/money';
import type { RateInput } from '@domain/payer';
import { priceJob, type JobFacts, type JobPrice, type Rate } from '@domain/pricing';

/** "$55.00" for the API's "55.00"; the text as it is when it is not an amount (never the case for a saved rate). */
export function dollarsText(amount: string): string {
  const cents = parseCents(amount);
  return cents === null ? amount : formatDollars(cents);
}

type RateTerms = Pick<
  RateInput,
  | 'base'
  | 'milesIncluded'
  | 'perMile'
  | 'freeWaitMinutes'
  | 'waitPer15Minutes'
  | 'noShow'
  | 'lateCancellation'
  | 'escort'
  | 'afterHours'
  | 'afterHoursWindow'
>;

/** A saved rate as the payer's page reads it, a line per part of the rate sheet. */
export function rateSummary(rate: RateTerms): { label: string; text: string }[] {
  const miles = rate.milesIncluded === '1' ? '1 mile' : `${rate.milesIncluded} miles`;
  const window = rate.afterHoursWindow;
  return [
    {
      label: 'Trip',
      text: `${dollarsText(rate.base)} base, ${miles} included, ${dollarsText(rate.perMile)} a mile beyond`,
    },
    {
      label: 'Wait',
      text: `${rate.freeWaitMinutes} minutes free, then ${dollarsText(rate.waitPer15Minutes)} per 15 minutes`,
    },
    { label: 'No-show', text: dollarsText(rate.noShow) },
    { label: 'Late cancellation', text: dollarsText(rate.lateCancellation) },
    { label: 'Escort', text: `${dollarsText(rate.escort)} each` },
    {
      label: 'After hours',
      text: window
        ? `${dollarsText(rate.afterHours)} added from ${window.start} to ${window.end}`
        : 'No after-hours surcharge',
    },
  ];
}

/** The trip the rate dialog prices as an example: long enough, and with enough waiting, to use most of the rate. */
export const EXAMPLE_TRIP: Omit<JobFacts, 'level'> = {
  outcome: 'completed',
  loadedMiles: '12.3',
  waitMinutes: 30,
  escorts: 1,
  pickupClock: '10:00',
  pickupType: 'residence',
  dropoffType: 'dialysis_center',
};

const MILES = /^\d{1,4}(\.\d{1,2})?$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The rate in cents for the pricing rules, or null while the form does not yet hold a whole, valid rate. */
function rateInCents(input: RateInput): Rate | null {
  const cents = (text: string) => parseCents(text.trim());
  const amounts = {
    baseCents: cents(input.base),
    perMileCents: cents(input.perMile),
    waitPer15MinutesCents: cents(input.waitPer15Minutes),
    noShowCents: cents(input.noShow),
    lateCancellationCents: cents(input.lateCancellation),
    escortCents: cents(input.escort),
    afterHoursCents: cents(input.afterHours),
  };
  if (Object.values(amounts).some((v) => v === null)) return null;
  const window = input.afterHoursWindow ?? null;
  if (window && !(CLOCK.test(window.start) && CLOCK.test(window.end))) return null;
  const milesIncluded = input.milesIncluded.trim();
  if (!MILES.test(milesIncluded) || !Number.isSafeInteger(input.freeWaitMinutes)) return null;
  return {
    ...(amounts as Record<keyof typeof amounts, number>),
    milesIncluded,
    freeWaitMinutes: input.freeWaitMinutes,
    afterHours: window,
  };
}

/**
 * The example trip priced at the rate being typed, with the same rules (and cents) the invoices will use
 * (docs/decisions/066-money-and-business-days.md); null until the rate is complete.
 */
export function examplePrice(level: LevelOfService, input: RateInput): JobPrice | null {
  const rate = rateInCents(input);
  if (!rate) return null;
  try {
    return priceJob(rate, { ...EXAMPLE_TRIP, level });
  } catch (error) {
    // Out of range (a negative amount): the form's own messages say why; the example just waits.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
