import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PICKUP_DISTANCE_LIMIT_MILES } from '../../../domain/performance';
import type { Database } from '../../db/client';
import { legsWithMoney, odometerOf } from './repository';
import { greatCircle, mphByHour, roadMiles, tenth } from './travel-sql';

/**
 * Each leg's figures, worked out once and kept in `leg_figures` (docs/decisions/110-leg-figures.md): a year of a
 * 60-van company is some 150,000 legs, too many to work out from their jobs, proof events and claims on every read.
 * The rules are those of src/domain/performance.ts (the result of a leg as `tripResult` names it, loaded miles as
 * `billedMiles`, travel as `estimateTravel`, the questionable checks as `questionableReasons` except the signature,
 * which depends on the payer's setting and is judged when read); reports.test.ts holds them to the same answers.
 */

/** The per-leg facts of the legs marked out of date or worked out under another basis, written over their rows. */
export function refreshQuery(timeZone: string, basis: string): SQL {
  const estimate = roadMiles(sql`f.plat`, sql`f.plng`, sql`f.dlat`, sql`f.dlng`);
  return sql`
    with marked as (delete from leg_figure_marks returning job_id),
    changed as (select job_id from marked union select job_id from leg_figures where basis <> ${basis}),
    -- A leg's empty miles and its day's hours depend on the driver's other legs that day: the days a changed leg
    -- was and is in are worked out whole.
    driver_days as (
      select driver_id, day from leg_figures where job_id in (select job_id from changed) and driver_id is not null
      union
      select assigned_driver_id, coalesce((pickup_time at time zone ${timeZone})::date, service_date) from jobs
      where id in (select job_id from changed) and assigned_driver_id is not null
    ),
    stale as (
      select job_id from changed
      union
      select lf.job_id from leg_figures lf join driver_days dd on dd.driver_id = lf.driver_id and dd.day = lf.day
    ),
    -- A leg with neither a pickup time nor a service day is on no day, so in no report.
    ${legsWithMoney(sql`select * from jobs j where j.id in (select job_id from stale) and j.status <> 'declined'
      and (j.pickup_time is not null or j.service_date is not null)`)},
    dropped as (delete from leg_figures where job_id in (select job_id from stale) and job_id not in (select id from legs)),
    ev as (
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
      select l.id, l.assigned_driver_id as driver_id, l.payer_id,
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
      left join ev on ev.job_id = l.id
      left join money m on m.job_id = l.id
    ), f as (
      select b.*, b.result = 'completed' as done from b
    ), t as (
      select f.*,
        -- As billedMiles counts them: the odometer (never below zero), else an estimate above zero. (greatest() skips
        -- a null, so the odometer is asked for first.)
        case when done then coalesce(case when odometer_miles is not null then ${tenth(sql`greatest(0, odometer_miles)`)} end,
          case when plat is not null and dlat is not null and coalesce(picked_up_at, pickup_time) is not null
            then nullif(${tenth(estimate)}, 0) end) end as loaded_miles,
        case when done and plat is not null and dlat is not null and picked_up_at is not null then ${estimate} end as est_miles,
        case when done and plat is not null and dlat is not null and picked_up_at is not null
          then ceil(${estimate} / (${mphByHour()})[extract(hour from picked_up_at at time zone ${timeZone})::int + 1] * 60 - 1e-9) end as est_minutes
      from f
    ), worked as (
      -- As performanceFigures counts a driver's day: its legs done in the order they were started.
      select id, lag(dlat) over by_day as prev_lat, lag(dlng) over by_day as prev_lng,
        row_number() over by_day as nth,
        extract(epoch from max(dropped_at) over whole_day - min(started_at) over whole_day) / 3600 as hours
      from f where done and driver_id is not null and started_at is not null and dropped_at is not null
      window by_day as (partition by driver_id, day order by started_at),
        whole_day as (partition by driver_id, day)
    ), w as (
      select id, ${tenth(roadMiles(sql`prev_lat`, sql`prev_lng`, sql`plat`, sql`plng`))} as empty_miles_before,
        case when nth = 1 then hours end as day_hours
      from worked join f using (id)
    )
    insert into leg_figures (job_id, basis, day, driver_id, payer_id, result, pickup_time, appointment_time,
      started_at, picked_up_at, dropped_at, pickup_lat, pickup_lng, dropoff_lat, dropoff_lng, loaded_miles,
      empty_miles_before, day_hours, signed, too_fast, pickup_far_from_place, odometer_far_from_estimate, late_reason, late_note, billed_cents,
      collected_cents)
    select id, ${basis}, day, driver_id, payer_id, result, pickup_time, appointment_time, started_at, picked_up_at,
      dropped_at, plat, plng, dlat, dlng, loaded_miles, w.empty_miles_before, w.day_hours, signed,
      coalesce(done and est_minutes >= 4 and dropped_at is not null
        and extract(epoch from (dropped_at - picked_up_at)) / 60 < est_minutes / 2, false),
      coalesce(done and pickup_lat is not null and plat is not null
        and ${greatCircle(sql`pickup_lat`, sql`pickup_lng`, sql`plat`, sql`plng`)} > ${sql.raw(String(PICKUP_DISTANCE_LIMIT_MILES))}, false),
      coalesce(done and est_miles is not null and odometer_miles is not null and ${tenth(sql`est_miles`)} > 2
        and (odometer_miles / ${tenth(sql`est_miles`)} > 1.5 or odometer_miles / ${tenth(sql`est_miles`)} < 0.5), false),
      late_reason, late_note, billed_cents, collected_cents
    from t left join w using (id)
    on conflict (job_id) do update set basis = excluded.basis, day = excluded.day, driver_id = excluded.driver_id,
      payer_id = excluded.payer_id, result = excluded.result, pickup_time = excluded.pickup_time,
      appointment_time = excluded.appointment_time, started_at = excluded.started_at,
      picked_up_at = excluded.picked_up_at, dropped_at = excluded.dropped_at, pickup_lat = excluded.pickup_lat,
      pickup_lng = excluded.pickup_lng, dropoff_lat = excluded.dropoff_lat, dropoff_lng = excluded.dropoff_lng,
      loaded_miles = excluded.loaded_miles, empty_miles_before = excluded.empty_miles_before,
      day_hours = excluded.day_hours, signed = excluded.signed, too_fast = excluded.too_fast,
      pickup_far_from_place = excluded.pickup_far_from_place,
      odometer_far_from_estimate = excluded.odometer_far_from_estimate, late_reason = excluded.late_reason,
      late_note = excluded.late_note, billed_cents = excluded.billed_cents, collected_cents = excluded.collected_cents`;
}

const bases = new Map<string, string>();
/**
 * What a leg's stored figures were worked out under: the company's time zone and the text of the query that worked
 * them out, so a change to either (a new rule, a new speed table) works every leg out again on the next read.
 */
export function legFiguresBasis(timeZone: string): string {
  let basis = bases.get(timeZone);
  if (!basis) {
    const text = new PgDialect().sqlToQuery(refreshQuery(timeZone, '')).sql;
    basis = `${timeZone} ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    bases.set(timeZone, basis);
  }
  return basis;
}

/**
 * PostgreSQL compiles a query it estimates as large (as these are, over a year of legs) to machine code first, which
 * took two seconds of a report that runs in a few hundred milliseconds without it. PGlite has no compiler to turn off.
 */
export async function withoutJit(tx: Database): Promise<void> {
  await tx.execute(sql`select set_config('jit', 'off', true)`);
}

/** A lock of its own: two reports at once work the same marked legs out once. */
const REFRESH_LOCK = 727110;

/** Brings every leg's stored figures up to date; a report calls it before it reads them. */
export async function refreshLegFigures(db: Database, timeZone: string): Promise<void> {
  const basis = legFiguresBasis(timeZone);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    await withoutJit(tx);
    await tx.execute(refreshQuery(timeZone, basis));
  });
}
