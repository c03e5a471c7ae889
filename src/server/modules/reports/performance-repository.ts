import { sql, type SQL } from 'drizzle-orm';
import type { FigureTotals, QuestionableReason } from '../../../domain/performance';
import type { LateReason } from '../../../domain/proof-words';
import type { ReportGrouping } from '../../../domain/report-words';
import { REPORT_LIST_LIMIT } from '../../../domain/report-words';
import { TRIP_RESULTS, type TripResult } from '../../../domain/trip';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { withoutJit } from './leg-figures-repository';
import type { LegScope } from './repository';
import { roadMiles, tenth } from './travel-sql';

/**
 * The performance report summed in the database (docs/decisions/108-reports.md) over each leg's stored figures
 * (leg-figures-repository.ts, docs/decisions/110-leg-figures.md): a year of a 60-van company is some 150,000 legs,
 * too many to carry into the server's memory within a second. The sums follow src/domain/performance.ts (a pickup on
 * time as `pickupOnTime` under the window of the day's settings, vehicle hours and empty miles per driver and day as
 * `performanceFigures`, the questionable reasons in `questionableReasons`' order); reports.test.ts holds the two to the
 * same answers on the same legs.
 */

export interface GroupTotals extends FigureTotals {
  /** Null for the period as a whole. */
  key: string | null;
  label: string | null;
  results: Record<TripResult, number>;
  lateCount: number;
  questionableCount: number;
}

export interface LateLeg {
  jobId: string;
  brokerTripId: string | null;
  patientName: string;
  driverName: string | null;
  scheduledPickup: string;
  pickedUpAt: string;
  minutesLate: number;
  lateReason: LateReason | null;
  lateNote: string | null;
}

export interface QuestionableLeg {
  jobId: string;
  brokerTripId: string | null;
  patientName: string;
  driverName: string | null;
  day: string;
  reasons: QuestionableReason[];
}

/**
 * How legs are grouped: `key` over a leg's stored figures (`lf`), kept cheap (a date or an id) for 150,000 rows;
 * `text` and `label` over a group's key `a.gkey`, worked out once a group.
 */
function grouping(groupBy: ReportGrouping): { key: SQL; text: SQL; label: SQL } {
  switch (groupBy) {
    case 'day':
      return { key: sql`lf.day`, text: sql`to_char(a.gkey, 'YYYY-MM-DD')`, label: sql`to_char(a.gkey, 'YYYY-MM-DD')` };
    case 'week':
      return {
        key: sql`date_trunc('week', lf.day)::date`,
        text: sql`to_char(a.gkey, 'YYYY-MM-DD')`,
        label: sql`to_char(a.gkey, 'YYYY-MM-DD')`,
      };
    case 'month':
      return {
        key: sql`date_trunc('month', lf.day)::date`,
        text: sql`to_char(a.gkey, 'YYYY-MM')`,
        label: sql`to_char(a.gkey, 'YYYY-MM')`,
      };
    case 'driver':
      return {
        key: sql`coalesce(lf.driver_id::text, 'none')`,
        text: sql`a.gkey`,
        label: sql`coalesce((select full_name from drivers where id::text = a.gkey), 'No driver')`,
      };
    case 'payer':
      return {
        key: sql`coalesce(lf.payer_id::text, 'none')`,
        text: sql`a.gkey`,
        label: sql`coalesce((select name from payers where id::text = a.gkey), 'No payer')`,
      };
  }
}

/**
 * What each group counts, by a column of `f`: every one adds up, so the whole period's counts are the groups' sums.
 * The trip results are counted under their own names.
 */
const COUNTS: [string, string][] = [
  ['legs', 'true'],
  ['trips_done', 'done'],
  ['pickups_timed', 'timed'],
  ['on_time_pickups', 'on_time'],
  ['appointments_timed', 'appt'],
  ['on_time_arrivals', 'arrived'],
  ['due', "result is not null and result <> 'turned_down'"],
  ['late_count', 'late'],
  ['questionable_count', 'questionable'],
  ...TRIP_RESULTS.map((r): [string, string] => [r, `result = '${r}'`]),
];
/** What each group sums, by name and the column of `f` summed. */
const SUMS = [
  ['loaded_miles', 'loaded_miles'],
  ['billed_cents', 'billed_cents'],
  ['collected_cents', 'collected_cents'],
] as const;

type TotalsScope = LegScope & { groupBy: ReportGrouping; onTimeWindowMinutes: number };

export async function performanceTotals(
  db: Database,
  scope: TotalsScope,
): Promise<{ groups: GroupTotals[]; late: LateLeg[]; questionable: QuestionableLeg[] }> {
  const result = await db.transaction(async (tx) => {
    await withoutJit(tx);
    return tx.execute(performanceTotalsQuery(scope));
  });
  const [row] = rowsOf<{ report: unknown }>(result);
  const report = (typeof row!.report === 'string' ? JSON.parse(row!.report) : row!.report) as {
    groups: (Omit<GroupTotals, 'noShows' | 'lateCancellations' | 'sameDayCancellations' | 'missedTrips'> & {
      results: Record<TripResult, number>;
    })[];
    late: LateLeg[] | null;
    questionable: QuestionableLeg[] | null;
  };
  const instant = (value: string) => new Date(value).toISOString();
  return {
    groups: (report.groups ?? []).map((g) => ({
      ...g,
      noShows: g.results.no_show,
      lateCancellations: g.results.late_cancel,
      sameDayCancellations: g.results.same_day_cancel,
      missedTrips: g.results.missed_trip,
    })),
    late: (report.late ?? []).map((l) => ({
      ...l,
      scheduledPickup: instant(l.scheduledPickup),
      pickedUpAt: instant(l.pickedUpAt),
    })),
    questionable: report.questionable ?? [],
  };
}

/** The query of `performanceTotals`, on its own so the reports benchmark can show its plan. */
export function performanceTotalsQuery(scope: TotalsScope): SQL {
  const { key, text, label } = grouping(scope.groupBy);
  const window = scope.onTimeWindowMinutes;
  const timed = sql`lf.result = 'completed' and lf.pickup_time is not null and lf.picked_up_at is not null`;
  const appt = sql`lf.result = 'completed' and lf.appointment_time is not null and lf.dropped_at is not null`;
  // Vehicle hours and empty miles are of a driver's day within a group. Each leg keeps its share of its whole day
  // (leg-figures-repository.ts), which adds up while no day is split: grouped by payer or for one payer, a day is
  // split between groups or cut short, and its hours and miles are worked out here from the legs that remain.
  const wholeDays = scope.groupBy !== 'payer' && !scope.payerId;
  const emptyMiles = (lat: string, lng: string) => tenth(roadMiles(sql.raw(lat), sql.raw(lng), sql`plat`, sql`plng`));
  const work = sql`worked as (
      select gkey, driver_id, day, started_at, dropped_at, plat, plng,
        lag(dlat) over by_group as g_lat, lag(dlng) over by_group as g_lng,
        lag(dlat) over by_day as t_lat, lag(dlng) over by_day as t_lng
      from f where done and driver_id is not null and started_at is not null and dropped_at is not null
      window by_group as (partition by gkey, driver_id, day order by started_at),
        by_day as (partition by driver_id, day order by started_at)
    ), spans as (
      select gkey, grouping(gkey) = 1 as whole, extract(epoch from max(dropped_at) - min(started_at)) / 3600 as hours,
        sum(${emptyMiles('g_lat', 'g_lng')}) as g_empty, sum(${emptyMiles('t_lat', 't_lng')}) as t_empty
      from worked group by grouping sets ((gkey, driver_id, day), (driver_id, day))
    ), work as (
      select case when whole then null else gkey end as gkey, sum(hours) as hours,
        coalesce(sum(case when whole then t_empty else g_empty end), 0) as empty_miles
      from spans group by 1
    ),`;
  const sums = wholeDays
    ? [...SUMS, ['hours', 'day_hours'] as const, ['empty_miles', 'empty_miles_before'] as const]
    : SUMS;
  return sql`
    with f as materialized (
      select lf.job_id as id, lf.day, lf.driver_id, ${key} as gkey, lf.result, lf.result = 'completed' as done,
        ${timed} as timed,
        ${timed} and abs(extract(epoch from (lf.picked_up_at - lf.pickup_time))) <= ${window * 60} as on_time,
        ${timed} and lf.picked_up_at > lf.pickup_time + ${window} * interval '1 minute' as late,
        ${appt} as appt, ${appt} and lf.dropped_at <= lf.appointment_time as arrived,
        lf.loaded_miles, lf.billed_cents, lf.collected_cents, lf.picked_up_at,
        lf.result = 'completed' and (lf.too_fast or lf.pickup_far_from_place
          or (coalesce(p.signature_required, true) and not lf.signed) or lf.odometer_far_from_estimate) as questionable,
        ${
          wholeDays
            ? sql`lf.day_hours, lf.empty_miles_before`
            : sql`lf.started_at, lf.dropped_at, lf.pickup_lat as plat, lf.pickup_lng as plng, lf.dropoff_lat as dlat,
                lf.dropoff_lng as dlng`
        }
      from leg_figures lf
      left join payers p on p.id = lf.payer_id
      where lf.day between ${scope.from}::date and ${scope.to}::date
        ${scope.payerId ? sql`and lf.payer_id = ${scope.payerId}` : sql``}
        ${scope.driverId ? sql`and lf.driver_id = ${scope.driverId}` : sql``}
    ), ${wholeDays ? sql`` : work} group_counts as (
      select gkey, ${sql.join(
        COUNTS.map(([name, condition]) => sql`count(*) filter (where ${sql.raw(condition)})::int as ${sql.raw(name)}`),
        sql`, `,
      )}, ${sql.join(
        sums.map(([name, column]) => sql`coalesce(sum(${sql.raw(column)}), 0)::float8 as ${sql.raw(name)}`),
        sql`, `,
      )}
      from f group by gkey
    ), agg as (
      select * from group_counts
      union all
      select null, ${sql.join(
        [
          ...COUNTS.map(([name]) => sql`coalesce(sum(${sql.raw(name)}), 0)::int`),
          ...sums.map(([name]) => sql`coalesce(sum(${sql.raw(name)}), 0)::float8`),
        ],
        sql`, `,
      )} from group_counts
    )
    select json_build_object(
      'groups', (select json_agg(json_build_object(
        'key', ${text}, 'label', ${label}, 'legs', a.legs, 'tripsDone', a.trips_done, 'pickupsTimed', a.pickups_timed,
        'onTimePickups', a.on_time_pickups, 'appointmentsTimed', a.appointments_timed, 'onTimeArrivals', a.on_time_arrivals,
        'due', a.due, 'results', json_build_object(${sql.join(
          TRIP_RESULTS.map((r) => sql`${r}::text, a.${sql.raw(r)}`),
          sql`, `,
        )}), 'hours', ${wholeDays ? sql`a.hours` : sql`coalesce(w.hours, 0)`}, 'loadedMiles', a.loaded_miles,
        'emptyMiles', ${wholeDays ? sql`a.empty_miles` : sql`coalesce(w.empty_miles, 0)`}, 'billedCents', a.billed_cents, 'collectedCents', a.collected_cents,
        'lateCount', a.late_count, 'questionableCount', a.questionable_count))
        from agg a ${wholeDays ? sql`` : sql`left join work w on w.gkey is not distinct from a.gkey`}),
      'late', (select json_agg(x order by x."pickedUpAt", x."jobId") from (
        select l.id as "jobId", j.broker_trip_id as "brokerTripId", j.patient_name as "patientName",
          d.full_name as "driverName", lf.pickup_time as "scheduledPickup", lf.picked_up_at as "pickedUpAt",
          round(extract(epoch from (lf.picked_up_at - lf.pickup_time)) / 60)::int as "minutesLate",
          lf.late_reason as "lateReason", lf.late_note as "lateNote"
        from (select id from f where late order by picked_up_at, id limit ${REPORT_LIST_LIMIT}) l
        join leg_figures lf on lf.job_id = l.id
        join jobs j on j.id = l.id
        left join drivers d on d.id = lf.driver_id) x),
      'questionable', (select json_agg(x order by x.day, x."jobId") from (
        select l.id as "jobId", j.broker_trip_id as "brokerTripId", j.patient_name as "patientName",
          d.full_name as "driverName", to_char(lf.day, 'YYYY-MM-DD') as day, array_remove(array[
            case when lf.too_fast then 'too_fast' end,
            case when lf.pickup_far_from_place then 'pickup_far_from_place' end,
            case when coalesce(p.signature_required, true) and not lf.signed then 'no_signature' end,
            case when lf.odometer_far_from_estimate then 'odometer_far_from_estimate' end
          ], null) as reasons
        from (select id from f where questionable order by day, id limit ${REPORT_LIST_LIMIT}) l
        join leg_figures lf on lf.job_id = l.id
        join jobs j on j.id = l.id
        left join drivers d on d.id = lf.driver_id
        left join payers p on p.id = lf.payer_id) x)
    ) as report`;
}
