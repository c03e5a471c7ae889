import { and, desc, eq, inArray } from 'drizzle-orm';
import type { JobPriceAnswer } from '../../../domain/job-price';
import { formatAmount } from '../../../domain/money';
import { PLACE_TYPES, type PlaceType } from '../../../domain/place';
import { priceJob, type JobOutcome, type JobPrice, type Rate } from '../../../domain/pricing';
import { billedMiles, estimatedMiles as estimatedMilesBetween } from '../../../domain/billed-miles';
import type { Database } from '../../db/client';
import { jobs, payerRates, payers, proofEvents, type JobRow } from '../../db/schema';
import { notFound } from '../../errors';

const clockIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

const placeTypeOf = (place: { placeType?: string } | null): PlaceType =>
  place?.placeType && (PLACE_TYPES as readonly string[]).includes(place.placeType)
    ? (place.placeType as PlaceType)
    : 'other';

/** How the trip ended, as billing reads it; null when nothing is charged (cancelled in time). */
function outcomeOf(job: { status: string; lateCancellation: boolean }): JobOutcome | null {
  if (job.status === 'no_show') return 'no_show';
  if (job.status === 'cancelled') return job.lateCancellation ? 'late_cancel' : null;
  return 'completed';
}

type Reader = Pick<Database, 'select'>;

/** A payer's name and every rate it has: read once for an invoice's many trips, not once a trip. */
export interface PayerRates {
  id: string;
  name: string | null;
  rates: (typeof payerRates.$inferSelect)[];
}

export async function payerWithRates(db: Reader, payerId: string): Promise<PayerRates> {
  const [payer] = await db.select({ name: payers.name }).from(payers).where(eq(payers.id, payerId)).limit(1);
  const rates = await db.select().from(payerRates).where(eq(payerRates.payerId, payerId));
  return { id: payerId, name: payer?.name ?? null, rates };
}

/** A job's price as billing works with it: cents, plus the travel estimate the claim checks compare miles with. */
export interface PricedJob {
  gap: JobPriceAnswer['gap'];
  payerName: string | null;
  outcome: JobOutcome | null;
  basis: JobPriceAnswer['basis'];
  price: JobPrice | null;
  /** The travel estimate of the loaded miles (null without coordinates), whatever the price was worked from. */
  estimatedMiles: string | null;
}

/**
 * The job's price for its payer (docs/decisions/068-job-price.md): loaded miles from the odometer readings at
 * pickup and drop-off once the driver has recorded both (the travel estimate until then, none without one), the wait from arrival
 * to pickup, the escorts, the pickup hour for after-hours, and the two places' kinds for the modifier. Reads
 * through whatever it is given, so an invoice prices its jobs inside its own transaction.
 */
export async function priceOfJob(db: Reader, job: JobRow, timeZone: string, payer?: PayerRates): Promise<PricedJob> {
  const none = (gap: JobPriceAnswer['gap'], payerName: string | null = null): PricedJob => ({
    gap,
    payerName,
    outcome: null,
    basis: null,
    price: null,
    estimatedMiles: null,
  });
  if (!job.payerId) return none('no_payer');
  const known = payer?.id === job.payerId ? payer : await payerWithRates(db, job.payerId);
  const rate = known.rates.find((r) => r.levelOfService === job.levelOfService);
  if (!rate) return none('no_rate', known.name);
  const outcome = outcomeOf(job);
  if (!outcome) return none('not_billable', known.name);

  const readings = await db
    .select({ kind: proofEvents.kind, odometer: proofEvents.odometer })
    .from(proofEvents)
    .where(and(eq(proofEvents.jobId, job.id), inArray(proofEvents.kind, ['pickup', 'dropoff'])))
    .orderBy(desc(proofEvents.seq));
  const reading = (kind: string) => readings.find((r) => r.kind === kind && r.odometer !== null)?.odometer ?? null;
  const [atPickup, atDropoff] = [reading('pickup'), reading('dropoff')];
  const pickupAt = job.pickupTime ?? new Date();
  const estimate = estimatedMilesBetween(job.pickupPlace, job.dropoffPlace, pickupAt, timeZone);
  const estimatedMiles = estimate === null ? null : estimate.toFixed(1);
  // The readings, else the estimate between the places (ZIP centres without a geocoder), else none (src/domain/billed-miles.ts).
  const { loadedMiles, milesFrom } = billedMiles({
    pickupOdometer: atPickup,
    dropoffOdometer: atDropoff,
    pickup: job.pickupPlace,
    dropoff: job.dropoffPlace,
    departAt: pickupAt,
    timeZone,
  });
  const waitMinutes =
    job.arrivedAt && job.pickedUpAt
      ? Math.max(0, Math.floor((job.pickedUpAt.getTime() - job.arrivedAt.getTime()) / 60_000))
      : 0;
  const pickupClock = clockIn(timeZone, pickupAt);
  const price = priceJob(rateOf(rate), {
    level: job.levelOfService,
    outcome,
    loadedMiles,
    milesFrom,
    waitMinutes,
    escorts: job.escortCount,
    pickupClock,
    pickupType: placeTypeOf(job.pickupPlace),
    dropoffType: placeTypeOf(job.dropoffPlace),
  });
  return {
    gap: null,
    payerName: known.name,
    outcome,
    basis: { loadedMiles, milesFrom, waitMinutes, pickupClock },
    price,
    estimatedMiles,
  };
}

/** GET /api/jobs/{id}/price: the priced job in dollars. */
export async function jobPrice(db: Database, id: string, timeZone: string): Promise<JobPriceAnswer> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!job) throw notFound();
  const priced = await priceOfJob(db, job, timeZone);
  return {
    payerId: job.payerId,
    payerName: priced.payerName,
    gap: priced.gap,
    outcome: priced.outcome,
    basis: priced.basis,
    lines: (priced.price?.lines ?? []).map((l) => ({
      kind: l.kind,
      code: l.code,
      modifier: l.modifier,
      description: l.description,
      quantity: l.quantity,
      unit: formatAmount(l.unitCents),
      amount: formatAmount(l.amountCents),
    })),
    total: priced.price ? formatAmount(priced.price.totalCents) : null,
  };
}

function rateOf(r: typeof payerRates.$inferSelect): Rate {
  return {
    baseCents: r.baseCents,
    milesIncluded: r.milesIncluded,
    perMileCents: r.perMileCents,
    freeWaitMinutes: r.freeWaitMinutes,
    waitPer15MinutesCents: r.waitPer15Cents,
    noShowCents: r.noShowCents,
    lateCancellationCents: r.lateCancellationCents,
    escortCents: r.escortCents,
    afterHoursCents: r.afterHoursCents,
    afterHours: r.afterHoursStart && r.afterHoursEnd ? { start: r.afterHoursStart, end: r.afterHoursEnd } : null,
  };
}

/**
 * What a leg not yet driven will cost its payer, for the rate a broker's imported trip is booked at
 * (docs/decisions/105-broker-trip-import.md): the payer's rate for the level with the travel estimate's miles and
 * the escorts, as a dollar string; null when the payer has no rate for that level.
 */
export function quotedRate(
  payer: PayerRates,
  leg: Pick<JobRow, 'levelOfService' | 'escortCount' | 'pickupPlace' | 'dropoffPlace'> & { pickupAt: Date },
  timeZone: string,
): string | null {
  const rate = payer.rates.find((r) => r.levelOfService === leg.levelOfService);
  if (!rate) return null;
  const { loadedMiles, milesFrom } = billedMiles({
    pickupOdometer: null,
    dropoffOdometer: null,
    pickup: leg.pickupPlace,
    dropoff: leg.dropoffPlace,
    departAt: leg.pickupAt,
    timeZone,
  });
  const price = priceJob(rateOf(rate), {
    level: leg.levelOfService,
    outcome: 'completed',
    loadedMiles,
    milesFrom,
    waitMinutes: 0,
    escorts: leg.escortCount,
    pickupClock: clockIn(timeZone, leg.pickupAt),
    pickupType: placeTypeOf(leg.pickupPlace),
    dropoffType: placeTypeOf(leg.dropoffPlace),
  });
  return price.totalCents > 0 ? formatAmount(price.totalCents) : null;
}
