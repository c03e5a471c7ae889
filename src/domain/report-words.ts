/**
 * The reports' words (docs/decisions/108-reports.md), without zod, for the Reports screen.
 */
export const REPORT_GROUPINGS = ['day', 'week', 'month', 'driver', 'payer'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export const REPORT_GROUPING_LABELS: Record<ReportGrouping, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  driver: 'Driver',
  payer: 'Payer',
};

/** How a leg ended, as the verification export and the cancellations chart name it. */
export const TRIP_RESULT_LABELS = {
  completed: 'Completed',
  no_show: 'No-show',
  late_cancel: 'Late cancellation',
  same_day_cancel: 'Same-day cancellation',
  cancelled: 'Cancelled in time',
  missed_trip: 'Missed trip',
  turned_down: 'Turned down',
} as const;

export const QUESTIONABLE_REASON_LABELS = {
  too_fast: 'Drop-off faster than the road allows',
  pickup_far_from_place: 'Pickup recorded away from the place',
  no_signature: 'No signature where the payer requires one',
  odometer_far_from_estimate: 'Odometer miles far from the estimate',
} as const;

/** The longest period one report reads: a year and a day, so a leap year's whole year fits. */
export const REPORT_MAX_DAYS = 366;
/** The late and questionable trips a report lists; their counts are always whole. */
export const REPORT_LIST_LIMIT = 200;

/** The Monday of a company day's week ('2026-11-29' → '2026-11-23'): weeks run Monday to Sunday. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
