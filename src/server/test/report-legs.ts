import {
  performanceFigures,
  questionableReasons,
  type LegFacts,
  type QuestionableReason,
} from '../../domain/performance';
import type { Coordinates } from '../../domain/place';
import type { CancelReason } from '../../domain/trip';
import type { ReportLegRow } from '../modules/reports/repository';
import { milesOf } from '../modules/reports/service';

/**
 * The performance report worked out leg by leg with the domain's own functions, from the legs the verification
 * export reads: what the report summed in the database must equal (docs/decisions/108-reports.md).
 */
const when = (value: Date | string | null) => (value === null ? null : new Date(value));
const placeOf = (place: { lat?: number; lng?: number } | null): Coordinates | null =>
  place && typeof place.lat === 'number' && typeof place.lng === 'number' ? { lat: place.lat, lng: place.lng } : null;

export function factsOf(row: ReportLegRow, timeZone: string): LegFacts {
  const done = row.status === 'completed';
  return {
    driverId: row.driver_id,
    day: row.day,
    status: row.status,
    cancelReason: row.cancel_reason as CancelReason | null,
    lateCancellation: row.late_cancellation,
    sameDayCancellation: row.same_day_cancellation,
    scheduledPickup: when(row.pickup_time),
    appointmentTime: when(row.appointment_time),
    startedAt: when(row.started_at),
    pickedUpAt: when(row.picked_up_at),
    droppedOffAt: done ? when(row.completed_at) : null,
    pickupPlace: placeOf(row.pickup_place),
    dropoffPlace: placeOf(row.dropoff_place),
    loadedMiles: done ? milesOf(row, timeZone).miles : null,
    billedCents: Number(row.billed_cents ?? 0),
    collectedCents: Number(row.collected_cents ?? 0),
  };
}

export function questionableOf(row: ReportLegRow, timeZone: string): QuestionableReason[] {
  if (row.status !== 'completed') return [];
  const facts = factsOf(row, timeZone);
  return questionableReasons(
    {
      ...facts,
      odometerMiles:
        row.pickup_odometer !== null && row.dropoff_odometer !== null
          ? row.dropoff_odometer - row.pickup_odometer
          : null,
      pickupPosition:
        row.pickup_lat !== null && row.pickup_lng !== null ? { lat: row.pickup_lat, lng: row.pickup_lng } : null,
      signatureRequired: row.signature_required ?? true,
      signed: row.signed === true,
    },
    timeZone,
  );
}

/** The report's total and questionable trips as the domain functions give them for these legs. */
export function expectedReport(rows: readonly ReportLegRow[], windowMinutes: number, timeZone: string) {
  return {
    total: performanceFigures(
      rows.map((row) => factsOf(row, timeZone)),
      { onTimeWindowMinutes: windowMinutes },
      timeZone,
    ),
    questionable: rows
      .map((row) => ({ jobId: row.id, reasons: questionableOf(row, timeZone) }))
      .filter((q) => q.reasons.length > 0),
  };
}
