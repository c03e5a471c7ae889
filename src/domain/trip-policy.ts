/**
 * The company's trip policies, with the defaults the company starts from. Each is a figure an administrator may
 * change (docs/decisions/047-legs-returns-cancellations.md says which screen); code reads them from here only.
 */
export const DEFAULT_TRIP_POLICY = {
  /** "Rider ready" schedules a will-call return this many minutes from now. */
  willCallLeadMinutes: 20,
  /** A pickup within this many minutes either side of the scheduled time is on time. */
  onTimeWindowMinutes: 15,
  /** A cancellation less than this many hours before pickup is late. */
  lateCancellationHours: 24,
  /** A driver may record a no-show this many minutes after the later of arrival and the scheduled pickup. */
  noShowWaitMinutes: 10,
  /** Standing orders make their jobs this many days ahead. */
  standingOrderDaysAhead: 14,
  /** A rider's trip link works this many minutes after the trip ends (docs/decisions/115-trip-page.md). */
  tripLinkMinutesAfter: 60,
} as const;
export type TripPolicy = { -readonly [K in keyof typeof DEFAULT_TRIP_POLICY]: number };

/** The first moment a driver may record a no-show: the policy's wait after the later of arrival and scheduled pickup. */
export function noShowAllowedAt(
  arrivedAt: Date,
  pickupTime: Date | null,
  policy: Pick<TripPolicy, 'noShowWaitMinutes'> = DEFAULT_TRIP_POLICY,
): Date {
  const from = Math.max(arrivedAt.getTime(), pickupTime?.getTime() ?? 0);
  return new Date(from + policy.noShowWaitMinutes * 60_000);
}
