/**
 * The price of a job from its payer's rate (docs/decisions/066-money-and-business-days.md). Workers'
 * compensation carriers, insurers and Medicaid brokers each agree a rate per level of service, and what they
 * are billed must be the same line by line on the invoice, the CMS-1500 and the 837P, so the lines are worked
 * out once, here, in whole cents with money.ts: no amount passes through binary floating point.
 */
import {
  ESCORT_CODE,
  LEVEL_CODES,
  UNLISTED_CODE,
  WAIT_CODE,
  WAIT_CODE_UNIT_MINUTES,
  modifierOf,
} from './billing-codes';
import { isClockTime } from './dates';
import { LEVEL_OF_SERVICE_LABELS, type LevelOfService } from './level-of-service';
import {
  formatQuantity,
  isCents,
  multiplyCents,
  parseQuantity,
  ratio,
  sumCents,
  type Cents,
  type Ratio,
} from './money';
import type { PlaceType } from './place';

/** Wait beyond the free minutes is charged per started quarter hour. */
export const WAIT_STEP_MINUTES = 15;

/** What one payer pays for one level of service. Amounts in cents; the mileage rate in cents per loaded mile. */
export interface Rate {
  /** Per trip (the base, which covers `milesIncluded`). */
  baseCents: Cents;
  /** Loaded miles the base covers, as a decimal string ("5", "2.5"). */
  milesIncluded: string;
  /** Per loaded mile beyond those included; the miles carry the decimals. */
  perMileCents: Cents;
  /** Minutes of waiting the trip includes. */
  freeWaitMinutes: number;
  /** Per started 15 minutes of waiting beyond the free minutes. */
  waitPer15MinutesCents: Cents;
  noShowCents: Cents;
  lateCancellationCents: Cents;
  /** Per escort travelling with the rider. */
  escortCents: Cents;
  /** Added to a trip whose pickup falls in the after-hours window. */
  afterHoursCents: Cents;
  /**
   * After hours on the company's clock, 'HH:MM' to 'HH:MM', from start up to (not including) end; a window
   * that ends before it starts runs past midnight (18:00–06:00). Null, or start equal to end, for none.
   */
  afterHours: { start: string; end: string } | null;
}

export const JOB_OUTCOMES = ['completed', 'no_show', 'late_cancel'] as const;
/** How the job ended, as far as billing cares: a no-show or a late cancellation is charged its fee alone. */
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** The facts of a job that its price depends on. */
export interface JobFacts {
  level: LevelOfService;
  outcome: JobOutcome;
  /** Miles with the rider aboard, as a decimal string ("12.3"). */
  loadedMiles: string;
  /**
   * Where the miles came from, said on the mileage line so that a payer who pays only read miles can tell them
   * apart (docs/decisions/056-proof-of-service.md); left out, the line does not say (the rate screen's example).
   */
  milesFrom?: 'odometer' | 'estimate' | 'none';
  /** Minutes the driver waited for the rider. */
  waitMinutes: number;
  /** Escorts travelling with the rider. */
  escorts: number;
  /** The pickup time on the company's clock, 'HH:MM' (the caller reads the clock, so pricing stays pure). */
  pickupClock: string;
  pickupType: PlaceType;
  dropoffType: PlaceType;
}

/** How a mileage line says where its miles came from. */
export const MILES_FROM_WORDS = { odometer: 'read from the odometer', estimate: 'estimated from the places' } as const;

export type ChargeKind = 'trip' | 'mileage' | 'wait' | 'escort' | 'after_hours' | 'no_show' | 'late_cancel';

/** One line of an invoice or claim. `amountCents` is `unitCents` × `quantity`, rounded half away from zero. */
export interface ChargeLine {
  kind: ChargeKind;
  /** HCPCS code. */
  code: string;
  /** Origin/destination modifier, such as "RJ". */
  modifier: string;
  description: string;
  /** In the code's own unit (trips, miles, half hours, escorts), as a decimal string. */
  quantity: string;
  unitCents: Cents;
  amountCents: Cents;
}

export interface JobPrice {
  lines: ChargeLine[];
  totalCents: Cents;
}

function minutesOf(clock: string): number {
  if (!isClockTime(clock)) throw new RangeError(`Not a clock time HH:MM: "${clock}"`);
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** True when a clock time on the company's clock falls in the rate's after-hours window. */
export function isAfterHours(clock: string, window: Rate['afterHours']): boolean {
  const at = minutesOf(clock);
  if (!window) return false;
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  return start <= end ? at >= start && at < end : at >= start || at < end;
}

/** Whole 15-minute units of waiting to charge: every started quarter hour beyond the free minutes counts. */
export function waitUnits(waitMinutes: number, freeWaitMinutes: number): number {
  return Math.ceil(Math.max(0, waitMinutes - freeWaitMinutes) / WAIT_STEP_MINUTES); // integers only: exact
}

function checkRate(rate: Rate): void {
  const amounts = [
    'baseCents',
    'perMileCents',
    'waitPer15MinutesCents',
    'noShowCents',
    'lateCancellationCents',
    'escortCents',
    'afterHoursCents',
  ] as const;
  for (const field of amounts) {
    if (!isCents(rate[field]) || rate[field] < 0)
      throw new RangeError(`Rate ${field} must be whole cents, not negative`);
  }
  if (!Number.isSafeInteger(rate.freeWaitMinutes) || rate.freeWaitMinutes < 0)
    throw new RangeError('Free wait minutes must be a whole number, not negative');
}

function miles(text: string, what: string): Ratio {
  const value = parseQuantity(text);
  if (!value || value.num < 0n)
    throw new RangeError(`${what} must be a decimal number of miles, such as 12.3: "${text}"`);
  return value;
}

function checkCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number, not negative`);
}

/**
 * The lines and total for one job at one rate. A completed trip: the trip (base), loaded miles beyond those
 * included, waiting beyond the free minutes, escorts and the after-hours surcharge, each left off when it comes
 * to nothing; the trip line is always there. A no-show or a late cancellation: its fee alone. Every line carries
 * the trip's modifier. Throws a RangeError for a rate or facts that are out of range.
 */
export function priceJob(rate: Rate, job: JobFacts): JobPrice {
  checkRate(rate);
  checkCount(job.waitMinutes, 'Wait minutes');
  checkCount(job.escorts, 'Escorts');
  const loaded = miles(job.loadedMiles, 'Loaded miles');
  const included = miles(rate.milesIncluded, 'Miles included');
  const afterHours = isAfterHours(job.pickupClock, rate.afterHours);
  const modifier = modifierOf(job.pickupType, job.dropoffType);
  const line = (
    kind: ChargeKind,
    code: string,
    description: string,
    quantity: Ratio,
    unitCents: Cents,
  ): ChargeLine => ({
    kind,
    code,
    modifier,
    description,
    quantity: formatQuantity(quantity),
    unitCents,
    amountCents: multiplyCents(unitCents, quantity),
  });
  const one = ratio(1);
  const level = LEVEL_OF_SERVICE_LABELS[job.level];

  let lines: ChargeLine[];
  if (job.outcome === 'no_show') {
    lines = [line('no_show', UNLISTED_CODE, `No-show, ${level.toLowerCase()}`, one, rate.noShowCents)];
  } else if (job.outcome === 'late_cancel') {
    lines = [
      line('late_cancel', UNLISTED_CODE, `Late cancellation, ${level.toLowerCase()}`, one, rate.lateCancellationCents),
    ];
  } else {
    const codes = LEVEL_CODES[job.level];
    lines = [line('trip', codes.trip, `${level} trip`, one, rate.baseCents)];
    const extraMiles = ratio(loaded.num * included.den - included.num * loaded.den, loaded.den * included.den);
    if (extraMiles.num > 0n) {
      const source =
        job.milesFrom === 'odometer' || job.milesFrom === 'estimate' ? `, ${MILES_FROM_WORDS[job.milesFrom]}` : '';
      lines.push(
        line(
          'mileage',
          codes.mile,
          `${level} loaded miles beyond ${rate.milesIncluded} included${source}`,
          extraMiles,
          rate.perMileCents,
        ),
      );
    }
    // Priced per quarter hour, billed in the wait code's half hours: 3 quarters = 1.5 units at twice the quarter's price.
    const quarters = waitUnits(job.waitMinutes, rate.freeWaitMinutes);
    if (quarters > 0) {
      const minutes = quarters * WAIT_STEP_MINUTES;
      const perCodeUnit = rate.waitPer15MinutesCents * (WAIT_CODE_UNIT_MINUTES / WAIT_STEP_MINUTES);
      const description = `Wait, ${minutes} minutes beyond ${rate.freeWaitMinutes} free (per half hour)`;
      lines.push(line('wait', WAIT_CODE, description, ratio(minutes, WAIT_CODE_UNIT_MINUTES), perCodeUnit));
    }
    if (job.escorts > 0) lines.push(line('escort', ESCORT_CODE, 'Escort', ratio(job.escorts), rate.escortCents));
    if (afterHours) lines.push(line('after_hours', UNLISTED_CODE, 'After-hours surcharge', one, rate.afterHoursCents));
    lines = lines.filter((l) => l.kind === 'trip' || l.amountCents !== 0);
  }
  return { lines, totalCents: sumCents(lines.map((l) => l.amountCents)) };
}
