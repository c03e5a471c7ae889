import { sql, type SQL } from 'drizzle-orm';
import type { FigureTotals, QuestionableReason } from '../../../domain/performance';
import { PICKUP_DISTANCE_LIMIT_MILES } from '../../../domain/performance';
import type { LateReason } from '../../../domain/proof-words';
import type { ReportGrouping } from '../../../domain/report-words';
import { REPORT_LIST_LIMIT } from '../../../domain/report-words';
import type { TripResult } from '../../../domain/trip';
import { AVERAGE_MPH_BY_HOUR, EARTH_RADIUS_MILES, ROAD_FACTOR } from '../../../domain/travel';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { odometerOf, periodLegs, type LegScope } from './repository';

/**
 * The performance report summed in the database (docs/decisions/108-reports.md): a year of a 60-van company is some
 * 150,000 legs, too many to carry into the server's memory within a second. Each leg's facts are worked out here by
 * the rules of src/domain/performance.ts (the result of a leg as `tripResult` names it, a pickup on time as
 * `pickupOnTime`, vehicle hours and empty miles per driver and day as `performanceFigures`, the questionable checks as
 * `questionableReasons`, loaded miles as `billedMiles`, travel as `estimateTravel`); reports.test.ts holds the two to the same answers on the
 * same legs.
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

const RADIANS = `${Math.PI / 180}`;

/** Great-circle miles between two points, as src/domain/travel.ts's greatCircleMiles computes them. */
function greatCircle(lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL {
  const r = sql.raw(RADIANS);
  // Null when a point is missing: least() would otherwise skip the null and answer a quarter of the globe.
  return sql`(case when ${lat1} is null or ${lng1} is null or ${lat2} is null or ${lng2} is null then null
    else 2 * ${sql.raw(String(EARTH_RADIUS_MILES))} * asin(least(1, sqrt(power(sin((${lat2} - ${lat1}) * ${r} / 2), 2) + cos(${lat1} * ${r}) * cos(${lat2} * ${r}) * power(sin((${lng2} - ${lng1}) * ${r} / 2), 2)))) end)`;
}
const roadMiles = (lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL) =>
  sql`(${greatCircle(lat1, lng1, lat2, lng2)} * ${sql.raw(String(ROAD_FACTOR))})`;
/** Rounded to a tenth as estimateTravel rounds its miles. */
const tenth = (miles: SQL) => sql`(round((${miles})::numeric, 1))::float8`;

function groupKey(groupBy: ReportGrouping): { key: SQL; label: SQL } {
  switch (groupBy) {
    case 'day':
      return { key: sql`to_char(b.day, 'YYYY-MM-DD')`, label: sql`to_char(b.day, 'YYYY-MM-DD')` };
    case 'week':
      return {
        key: sql`to_char(date_trunc('week', b.day), 'YYYY-MM-DD')`,
        label: sql`to_char(date_trunc('week', b.day), 'YYYY-MM-DD')`,
      };
    case 'month':
      return { key: sql`to_char(b.day, 'YYYY-MM')`, label: sql`to_char(b.day, 'YYYY-MM')` };
    case 'driver':
      return { key: sql`coalesce(b.driver_id::text, 'none')`, label: sql`coalesce(b.driver_name, 'No driver')` };
    case 'payer':
      return { key: sql`coalesce(b.payer_id::text, 'none')`, label: sql`coalesce(b.payer_name, 'No payer')` };
  }
}

type TotalsScope = LegScope & { groupBy: ReportGrouping; onTimeWindowMinutes: number };

export async function performanceTotals(
  db: Database,
  scope: TotalsScope,
): Promise<{ groups: GroupTotals[]; late: LateLeg[]; questionable: QuestionableLeg[] }> {
  const result = await db.execute(performanceTotalsQuery(scope));
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
  const { timeZone } = scope;
  const { key, label } = groupKey(scope.groupBy);
  const mph = sql.raw(`array[${AVERAGE_MPH_BY_HOUR.join(',')}]::float8[]`);
  const estimate = roadMiles(sql`f0.plat`, sql`f0.plng`, sql`f0.dlat`, sql`f0.dlng`);
  return sql`
    with ${periodLegs(scope)}, ev as (
      select e.job_id,
        max(e.lat) filter (where e.kind = 'pickup') as pickup_lat,
        max(e.lng) filter (where e.kind = 'pickup') as pickup_lng,
        ${odometerOf('pickup')} as pickup_odometer,
        ${odometerOf('dropoff')} as dropoff_odometer,
        coalesce(bool_or(e.signature is not null) filter (where e.kind = 'dropoff'), false) as signed,
        max(e.late_reason) filter (where e.kind = 'pickup') as late_reason,
        max(e.late_note) filter (where e.kind = 'pickup') as late_note
      from proof_events e join legs l on l.id = e.job_id
      where l.status = 'completed'
      group by e.job_id
    ), b as (
      select l.id, l.patient_name, l.broker_trip_id, l.assigned_driver_id as driver_id, d.full_name as driver_name,
        l.payer_id, p.name as payer_name, coalesce(p.signature_required, true) as signature_required,
        coalesce((l.pickup_time at time zone ${timeZone})::date, l.service_date) as day,
        l.pickup_time, l.appointment_time, l.started_at, l.picked_up_at,
        case when l.status = 'completed' then l.completed_at end as dropped_at,
        (l.pickup_place->>'lat')::float8 as plat, (l.pickup_place->>'lng')::float8 as plng,
        (l.dropoff_place->>'lat')::float8 as dlat, (l.dropoff_place->>'lng')::float8 as dlng,
        ev.pickup_lat, ev.pickup_lng, ev.dropoff_odometer - ev.pickup_odometer as odometer_miles,
        coalesce(ev.signed, false) as signed, ev.late_reason, ev.late_note,
        coalesce(m.billed_cents, 0) as billed_cents, coalesce(m.collected_cents, 0) as collected_cents,
        case
          when l.status = 'completed' then 'completed'
          when l.status = 'no_show' then 'no_show'
          when l.status <> 'cancelled' then null
          when l.cancel_reason = 'missed_trip' then 'missed_trip'
          when l.cancel_reason = 'no_capacity' then 'turned_down'
          when l.same_day_cancellation then 'same_day_cancel'
          when l.late_cancellation then 'late_cancel'
          else 'cancelled'
        end as result
      from legs l
      left join drivers d on d.id = l.assigned_driver_id
      left join payers p on p.id = l.payer_id
      left join ev on ev.job_id = l.id
      left join money m on m.job_id = l.id
    ), f0 as (
      select b.*, ${key} as gkey, ${label} as glabel, b.result = 'completed' as done,
        b.result = 'completed' and b.pickup_time is not null and b.picked_up_at is not null as timed,
        b.result = 'completed' and b.appointment_time is not null and b.dropped_at is not null as appt
      from b
    ), f as materialized (
      select f0.*,
        timed and abs(extract(epoch from (picked_up_at - pickup_time))) <= ${scope.onTimeWindowMinutes * 60} as on_time,
        timed and picked_up_at > pickup_time + ${scope.onTimeWindowMinutes} * interval '1 minute' as late,
        appt and dropped_at <= appointment_time as arrived,
        -- As billedMiles counts them: the odometer (never below zero), else an estimate above zero.
        case when done then coalesce(${tenth(sql`greatest(0, odometer_miles)`)},
          case when plat is not null and dlat is not null and coalesce(picked_up_at, pickup_time) is not null
            then nullif(${tenth(estimate)}, 0) end) end as loaded_miles,
        case when done and plat is not null and dlat is not null and picked_up_at is not null then ${estimate} end as est_miles,
        case when done and plat is not null and dlat is not null and picked_up_at is not null
          then ceil(${estimate} / (${mph})[extract(hour from picked_up_at at time zone ${timeZone})::int + 1] * 60 - 1e-9) end as est_minutes
      from f0
    ), q as (
      select f.*, case when done then array_remove(array[
          case when est_minutes >= 4 and dropped_at is not null
            and extract(epoch from (dropped_at - picked_up_at)) / 60 < est_minutes / 2 then 'too_fast' end,
          case when pickup_lat is not null and plat is not null
            and ${greatCircle(sql`pickup_lat`, sql`pickup_lng`, sql`plat`, sql`plng`)} > ${PICKUP_DISTANCE_LIMIT_MILES} then 'pickup_far_from_place' end,
          case when signature_required and not signed then 'no_signature' end,
          case when est_miles is not null and odometer_miles is not null and ${tenth(sql`est_miles`)} > 2
            and (odometer_miles / ${tenth(sql`est_miles`)} > 1.5 or odometer_miles / ${tenth(sql`est_miles`)} < 0.5)
            then 'odometer_far_from_estimate' end
        ], null) else '{}'::text[] end as reasons
      from f
    ), worked as (
      select gkey, driver_id, day, started_at, dropped_at, plat, plng, dlat, dlng,
        lag(dlat) over by_group as g_lat, lag(dlng) over by_group as g_lng,
        lag(dlat) over by_day as t_lat, lag(dlng) over by_day as t_lng
      from f where done and driver_id is not null and started_at is not null and dropped_at is not null
      window by_group as (partition by gkey, driver_id, day order by started_at),
        by_day as (partition by driver_id, day order by started_at)
    ), spans as (
      select gkey, grouping(gkey) = 1 as whole, extract(epoch from max(dropped_at) - min(started_at)) / 3600 as hours,
        sum(${tenth(roadMiles(sql`g_lat`, sql`g_lng`, sql`plat`, sql`plng`))}) as g_empty,
        sum(${tenth(roadMiles(sql`t_lat`, sql`t_lng`, sql`plat`, sql`plng`))}) as t_empty
      from worked group by grouping sets ((gkey, driver_id, day), (driver_id, day))
    ), work as (
      select case when whole then null else gkey end as gkey, sum(hours) as hours,
        coalesce(sum(case when whole then t_empty else g_empty end), 0) as empty_miles
      from spans group by 1
    ), agg as (
      select case when grouping(gkey) = 1 then null else gkey end as gkey, max(glabel) as label,
        count(*)::int as legs, count(*) filter (where done)::int as trips_done,
        count(*) filter (where timed)::int as pickups_timed, count(*) filter (where on_time)::int as on_time_pickups,
        count(*) filter (where appt)::int as appointments_timed, count(*) filter (where arrived)::int as on_time_arrivals,
        count(*) filter (where result is not null and result <> 'turned_down')::int as due,
        jsonb_build_object(${sql.join(
          ['completed', 'no_show', 'late_cancel', 'same_day_cancel', 'cancelled', 'missed_trip', 'turned_down'].map(
            (r) => sql`${r}::text, count(*) filter (where result = ${r})`,
          ),
          sql`, `,
        )}) as results,
        coalesce(sum(loaded_miles), 0)::float8 as loaded_miles,
        coalesce(sum(billed_cents), 0)::float8 as billed_cents, coalesce(sum(collected_cents), 0)::float8 as collected_cents,
        count(*) filter (where late)::int as late_count,
        count(*) filter (where cardinality(reasons) > 0)::int as questionable_count
      from q group by grouping sets ((gkey), ())
    )
    select json_build_object(
      'groups', (select json_agg(json_build_object(
        'key', a.gkey, 'label', a.label, 'legs', a.legs, 'tripsDone', a.trips_done, 'pickupsTimed', a.pickups_timed,
        'onTimePickups', a.on_time_pickups, 'appointmentsTimed', a.appointments_timed, 'onTimeArrivals', a.on_time_arrivals,
        'due', a.due, 'results', a.results, 'hours', coalesce(w.hours, 0), 'loadedMiles', a.loaded_miles,
        'emptyMiles', coalesce(w.empty_miles, 0), 'billedCents', a.billed_cents, 'collectedCents', a.collected_cents,
        'lateCount', a.late_count, 'questionableCount', a.questionable_count))
        from agg a left join work w on w.gkey is not distinct from a.gkey),
      'late', (select json_agg(x) from (
        select id as "jobId", broker_trip_id as "brokerTripId", patient_name as "patientName", driver_name as "driverName",
          pickup_time as "scheduledPickup", picked_up_at as "pickedUpAt",
          round(extract(epoch from (picked_up_at - pickup_time)) / 60)::int as "minutesLate",
          late_reason as "lateReason", late_note as "lateNote"
        from f where late order by picked_up_at, id limit ${REPORT_LIST_LIMIT}) x),
      'questionable', (select json_agg(x) from (
        select id as "jobId", broker_trip_id as "brokerTripId", patient_name as "patientName", driver_name as "driverName",
          to_char(day, 'YYYY-MM-DD') as day, reasons
        from q where cardinality(reasons) > 0 order by day, id limit ${REPORT_LIST_LIMIT}) x)
    ) as report`;
}
