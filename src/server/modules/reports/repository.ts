import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dayEnd, dayStart } from '../../db/day-bounds';
import { rowsOf } from '../../db/rows';

/** Which legs a report reads: the company days of their pickup, for one payer or driver or all. */
export interface LegScope {
  from: string;
  to: string;
  payerId?: string | undefined;
  driverId?: string | undefined;
  timeZone: string;
}

/** One leg as the reports read it: the job, how it ended, what its proof recorded and what it billed. */
export interface ReportLegRow {
  id: string;
  patient_name: string;
  broker_trip_id: string | null;
  leg: 'outbound' | 'return';
  day: string;
  driver_id: string | null;
  driver_name: string | null;
  payer_id: string | null;
  payer_name: string | null;
  signature_required: boolean | null;
  member_id: string | null;
  vehicle: string | null;
  status: string;
  cancel_reason: string | null;
  late_cancellation: boolean;
  same_day_cancellation: boolean;
  pickup_time: Date | string | null;
  appointment_time: Date | string | null;
  started_at: Date | string | null;
  arrived_at: Date | string | null;
  picked_up_at: Date | string | null;
  completed_at: Date | string | null;
  arrival_lat: number | null;
  arrival_lng: number | null;
  pickup_place: { lat?: number; lng?: number } | null;
  dropoff_place: { lat?: number; lng?: number } | null;
  start_lat: number | null;
  start_lng: number | null;
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  pickup_odometer: number | null;
  dropoff_odometer: number | null;
  signed: boolean | null;
  signer_type: string | null;
  signer_name: string | null;
  no_signature_reason: string | null;
  late_reason: string | null;
  late_note: string | null;
  billed_cents: number | string | null;
  collected_cents: number | string | null;
}

/**
 * The legs of a period with their proof and claims, in pickup order. A leg belongs to the company day of its pickup;
 * a will-call return never called belongs to its service day. The odometer of a step is the last reading recorded
 * for it, an administrator's correction included. What a claim collected is what remittances paid on it, or its
 * share of the payments recorded against its invoice, whichever is more (remittances are recorded as payments too).
 */
export async function legsOfPeriod(db: Database, scope: LegScope): Promise<ReportLegRow[]> {
  return rowsOf<ReportLegRow>(await db.execute(legsOfPeriodQuery(scope)));
}

/** The query of `legsOfPeriod`, on its own so the reports benchmark can show its plan. */
export function legsOfPeriodQuery(scope: LegScope): SQL {
  const { timeZone } = scope;
  const day = sql`coalesce((j.pickup_time at time zone ${timeZone})::date, j.service_date)`;
  return sql`
    with ${periodLegs(scope)}
    select j.id, j.patient_name, j.broker_trip_id, j.leg, to_char(${day}, 'YYYY-MM-DD') as day,
      j.assigned_driver_id as driver_id, d.full_name as driver_name, j.payer_id, p.name as payer_name,
      p.signature_required, r.member_id,
      case when v.id is null then null else v.number || ' (' || v.plate || ')' end as vehicle,
      j.status, j.cancel_reason, j.late_cancellation, j.same_day_cancellation,
      j.pickup_time, j.appointment_time, j.started_at, j.arrived_at, j.picked_up_at, j.completed_at,
      j.arrival_lat, j.arrival_lng, j.pickup_place, j.dropoff_place,
      pe.start_lat, pe.start_lng, pe.pickup_lat, pe.pickup_lng, pe.dropoff_lat, pe.dropoff_lng,
      pe.pickup_odometer, pe.dropoff_odometer, pe.signed, pe.signer_type, pe.signer_name,
      pe.no_signature_reason, pe.late_reason, pe.late_note,
      cl.billed_cents, cl.collected_cents
    from legs j
    left join drivers d on d.id = j.assigned_driver_id
    left join payers p on p.id = j.payer_id
    left join riders r on r.id = j.rider_id
    left join vehicle_inspections vi on vi.driver_id = j.assigned_driver_id and vi.service_date = ${day}
    left join vehicles v on v.id = coalesce(vi.vehicle_id, d.vehicle_id)
    left join lateral (
      select
        max(e.lat) filter (where e.kind = 'start') as start_lat,
        max(e.lng) filter (where e.kind = 'start') as start_lng,
        max(e.lat) filter (where e.kind = 'pickup') as pickup_lat,
        max(e.lng) filter (where e.kind = 'pickup') as pickup_lng,
        max(e.lat) filter (where e.kind = 'dropoff') as dropoff_lat,
        max(e.lng) filter (where e.kind = 'dropoff') as dropoff_lng,
        ${odometerOf('pickup')} as pickup_odometer,
        ${odometerOf('dropoff')} as dropoff_odometer,
        bool_or(e.signature is not null) filter (where e.kind = 'dropoff') as signed,
        max(e.signer_type) filter (where e.kind = 'dropoff') as signer_type,
        max(e.signer_name) filter (where e.kind = 'dropoff') as signer_name,
        max(e.no_signature_reason) filter (where e.kind = 'dropoff') as no_signature_reason,
        max(e.late_reason) filter (where e.kind = 'pickup') as late_reason,
        max(e.late_note) filter (where e.kind = 'pickup') as late_note
      from proof_events e where e.job_id = j.id
    ) pe on j.started_at is not null
    left join money cl on cl.job_id = j.id
    order by j.pickup_time nulls last, j.id`;
}

/**
 * The common expressions the verification export starts from: `legs`, the period's legs (by the pickup-time index),
 * and `money`, what each billed and collected (as `legsOfPeriod` says).
 */
function periodLegs(scope: LegScope): SQL {
  const { from, to, timeZone } = scope;
  return legsWithMoney(sql`
      select * from jobs j
      where ((j.pickup_time >= ${dayStart(from, timeZone)} and j.pickup_time < ${dayEnd(to, timeZone)})
          or (j.pickup_time is null and j.service_date between ${from}::date and ${to}::date))
        and j.status <> 'declined'
        ${scope.payerId ? sql`and j.payer_id = ${scope.payerId}` : sql``}
        ${scope.driverId ? sql`and j.assigned_driver_id = ${scope.driverId}` : sql``}`);
}

/** `legs`, the jobs `selected` picks, and `money`, what each billed and collected; the stored leg figures use it too. */
export function legsWithMoney(selected: SQL): SQL {
  return sql`
    legs as materialized (${selected}
    ), claims as (
      select c.job_id, c.total_cents, c.paid_cents, c.invoice_id
      from invoice_claims c join legs l on l.id = c.job_id where not c.released
    ), invoice_totals as (
      select c.invoice_id, sum(c.total_cents) as total from invoice_claims c
      where not c.released and c.invoice_id in (select invoice_id from claims) group by c.invoice_id
    ), invoice_paid as (
      select invoice_id, sum(amount_cents) as paid from invoice_payments
      where invoice_id in (select invoice_id from claims) group by invoice_id
    ), money as (
      select c.job_id, sum(c.total_cents) as billed_cents,
        sum(greatest(c.paid_cents, floor(c.total_cents * least(1, coalesce(ip.paid, 0)::numeric / nullif(it.total, 0))))) as collected_cents
      from claims c
      join invoice_totals it on it.invoice_id = c.invoice_id
      left join invoice_paid ip on ip.invoice_id = c.invoice_id
      group by c.job_id
    )`;
}

/** The last odometer reading recorded for a step, an administrator's correction included, over the events `e`. */
export const odometerOf = (step: string) =>
  sql`(array_agg(e.odometer order by e.seq desc) filter (where e.odometer is not null and (e.kind = ${step} or (e.kind = 'correction' and e.correction->>'step' = ${step}))))[1]`;
