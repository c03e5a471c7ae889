import { csvText } from '../../../domain/csv';
import { billedMiles } from '../../../domain/billed-miles';
import { figuresOf } from '../../../domain/performance';
import type { LateReason, SignerType } from '../../../domain/proof-words';
import type { PerformanceQuery, PerformanceReport, VerificationQuery, VerificationRow } from '../../../domain/report';
import { weekOf } from '../../../domain/report-words';
import { daysFromToday, todayIn } from '../../../domain/dates';
import {
  marketingFigures,
  PUBLIC_FIGURES_DAYS,
  publicFiguresOf,
  type PublicFigures,
} from '../../../domain/public-figures';
import { TRIP_RESULTS, tripResult, type CancelReason } from '../../../domain/trip';
import type { Database } from '../../db/client';
import { loadPolicies } from '../policies/service';
import { refreshLegFigures } from './leg-figures-repository';
import { performanceTotals } from './performance-repository';
import { legsOfPeriod, type ReportLegRow } from './repository';

/**
 * The reports (docs/decisions/108-reports.md): the company's performance over a period and the trips as brokers
 * verify them, both read from the legs themselves; the figures are the pure ones of src/domain/performance.ts.
 */

const when = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const iso = (value: Date | string | null) => when(value)?.toISOString() ?? null;
/**
 * A leg's loaded miles as its price and its claim count them (src/domain/billed-miles.ts): the odometer where both
 * readings exist, else the travel estimate from the pickup (or the time it was due), else none.
 */
export function milesOf(
  row: ReportLegRow,
  timeZone: string,
): { miles: number | null; source: 'odometer' | 'estimate' | 'none' } {
  const departAt = when(row.picked_up_at) ?? when(row.pickup_time);
  if (!departAt && (row.pickup_odometer === null || row.dropoff_odometer === null))
    return { miles: null, source: 'none' };
  const billed = billedMiles({
    pickupOdometer: row.pickup_odometer,
    dropoffOdometer: row.dropoff_odometer,
    pickup: row.pickup_place,
    dropoff: row.dropoff_place,
    // Without a time the odometer alone counts (checked above), and the estimate is never asked for.
    departAt: departAt ?? new Date(0),
    timeZone,
  });
  return { miles: billed.milesFrom === 'none' ? null : Number(billed.loadedMiles), source: billed.milesFrom };
}

export async function performanceReport(
  db: Database,
  query: PerformanceQuery,
  timeZone: string,
): Promise<PerformanceReport> {
  const policy = (await loadPolicies(db)).trip;
  await refreshLegFigures(db, timeZone);
  const { groups, late, questionable } = await performanceTotals(db, {
    ...query,
    timeZone,
    onTimeWindowMinutes: policy.onTimeWindowMinutes,
  });
  const total = groups.find((g) => g.key === null)!;
  const byGroup = groups.filter((g) => g.key !== null);
  const byPeople = query.groupBy === 'driver' || query.groupBy === 'payer';
  byGroup.sort((a, b) => (byPeople ? a.label!.localeCompare(b.label!) : a.key!.localeCompare(b.key!)));
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    onTimeWindowMinutes: policy.onTimeWindowMinutes,
    total: figuresOf(total),
    groups: byGroup.map((g) => ({ key: g.key!, label: g.label!, figures: figuresOf(g) })),
    results: TRIP_RESULTS.map((result) => ({ result, count: total.results[result] })),
    lateTrips: { count: total.lateCount, trips: late },
    questionable: { count: total.questionableCount, trips: questionable },
  };
}

/** The performance report's groups as a table: the first column the group, then each figure. */
export function performanceCsv(report: PerformanceReport): string {
  const columns = Object.keys(report.total) as (keyof PerformanceReport['total'])[];
  const cell = (value: number | null) => (value === null ? '' : String(value));
  return csvText(
    [report.groupBy, ...columns],
    [
      ...report.groups.map((g) => [g.label, ...columns.map((c) => cell(g.figures[c]))]),
      ['Total', ...columns.map((c) => cell(report.total[c]))],
    ],
  );
}

function verificationRowOf(row: ReportLegRow, timeZone: string): VerificationRow {
  const { miles, source } =
    row.status === 'completed' ? milesOf(row, timeZone) : { miles: null, source: 'none' as const };
  return {
    jobId: row.id,
    brokerTripId: row.broker_trip_id,
    day: row.day,
    leg: row.leg,
    memberId: row.member_id,
    patientName: row.patient_name,
    payerName: row.payer_name,
    driverName: row.driver_name,
    vehicle: row.vehicle,
    scheduledPickup: iso(row.pickup_time),
    appointmentTime: iso(row.appointment_time),
    startedAt: iso(row.started_at),
    startLat: row.start_lat,
    startLng: row.start_lng,
    arrivedAt: iso(row.arrived_at),
    arrivalLat: row.arrival_lat,
    arrivalLng: row.arrival_lng,
    pickedUpAt: iso(row.picked_up_at),
    pickupLat: row.pickup_lat,
    pickupLng: row.pickup_lng,
    droppedOffAt: row.status === 'completed' ? iso(row.completed_at) : null,
    dropoffLat: row.dropoff_lat,
    dropoffLng: row.dropoff_lng,
    miles,
    milesSource: source,
    signed: row.signed === true,
    signerType: row.signer_type as SignerType | null,
    signerName: row.signer_name,
    noSignatureReason: row.no_signature_reason,
    result: tripResult({
      status: row.status,
      cancelReason: row.cancel_reason as CancelReason | null,
      lateCancellation: row.late_cancellation,
      sameDayCancellation: row.same_day_cancellation,
    }),
    lateReason: row.late_reason as LateReason | null,
    lateNote: row.late_note,
  };
}

export async function verificationReport(
  db: Database,
  query: VerificationQuery,
  timeZone: string,
): Promise<{ from: string; to: string; trips: VerificationRow[] }> {
  const rows = await legsOfPeriod(db, { ...query, timeZone });
  return { from: query.from, to: query.to, trips: rows.map((row) => verificationRowOf(row, timeZone)) };
}

/** The columns of the verification CSV: the JSON's fields, in its order, each row the same values. */
export function verificationCsv(trips: readonly VerificationRow[]): string {
  return csvText(
    VERIFICATION_COLUMNS,
    trips.map((trip) => VERIFICATION_COLUMNS.map((column) => csvValue(trip[column]))),
  );
}

const csvValue = (value: string | number | boolean | null) =>
  value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

export const VERIFICATION_COLUMNS = [
  'jobId',
  'brokerTripId',
  'day',
  'leg',
  'memberId',
  'patientName',
  'payerName',
  'driverName',
  'vehicle',
  'scheduledPickup',
  'appointmentTime',
  'startedAt',
  'startLat',
  'startLng',
  'arrivedAt',
  'arrivalLat',
  'arrivalLng',
  'pickedUpAt',
  'pickupLat',
  'pickupLng',
  'droppedOffAt',
  'dropoffLat',
  'dropoffLng',
  'miles',
  'milesSource',
  'signed',
  'signerType',
  'signerName',
  'noSignatureReason',
  'result',
  'lateReason',
  'lateNote',
] as const satisfies readonly (keyof VerificationRow)[];

/** This week's on-time share and trips done (Monday to today), for the dashboard beside its counts. */
export async function weekFigures(
  db: Database,
  timeZone: string,
  now = new Date(),
): Promise<{ onTimePickupPercent: number | null; tripsDone: number }> {
  const today = todayIn(timeZone, now);
  const report = await performanceReport(
    db,
    { from: weekOf(today), to: today, groupBy: 'week', format: 'json' },
    timeZone,
  );
  return { onTimePickupPercent: report.total.onTimePickupPercent, tripsDone: report.total.tripsDone };
}

/** The measured public figures are counted at most once an hour per database: the home page is read by anyone. */
const PUBLIC_FIGURES_MS = 3_600_000;
interface PublicCount {
  at: number;
  figures: PublicFigures | null;
  counting: Promise<void> | null;
}
const publicCounts = new WeakMap<Database, PublicCount>();

/**
 * What the public site's record shows (docs/decisions/109-public-figures.md): the marketing figures unless an
 * administrator chose the measured ones, and those only with enough pickups timed in the last year. The home page is
 * read by anyone, so one count runs at a time, the first is waited for, and later ones are made in the background
 * while the last figures are served.
 */
export async function publicFigures(db: Database, timeZone: string, now = new Date()): Promise<PublicFigures> {
  if (!(await loadPolicies(db)).site.measuredFigures) return marketingFigures();
  const count = publicCounts.get(db) ?? { at: 0, figures: null, counting: null };
  publicCounts.set(db, count);
  if (now.getTime() - count.at >= PUBLIC_FIGURES_MS && !count.counting)
    count.counting = yearFigures(db, timeZone, now)
      .then((figures) => {
        count.figures = figures;
        count.at = now.getTime();
      })
      // A failed count leaves the last figures (or the marketing ones) and is tried again on the next visit.
      .catch(() => undefined)
      .finally(() => {
        count.counting = null;
      });
  if (!count.figures && count.counting) await count.counting;
  return count.figures ?? marketingFigures();
}

async function yearFigures(db: Database, timeZone: string, now: Date): Promise<PublicFigures> {
  const to = todayIn(timeZone, now);
  const from = daysFromToday(1 - PUBLIC_FIGURES_DAYS, { company: { timeZone }, now });
  const { total } = await performanceReport(db, { from, to, groupBy: 'month', format: 'json' }, timeZone);
  return publicFiguresOf(total);
}
