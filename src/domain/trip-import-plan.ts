import { zonedLocalToIso } from './zoned-time';
import { isFinalJobStatus, type JobStatus } from './statuses';
import type { ManifestMapping, ManifestTrip } from './manifest-row';
import type { ImportedLegValues, TripChange, TripImportOutcome } from './trip-import-words';

/**
 * What a manifest row does to the trips (docs/decisions/105-broker-trip-import.md): pure, so the rules of the
 * preview and of the apply are the same rules, tested without a database.
 */

/** A leg whose places could not be located takes this long until a dispatcher corrects the address. */
export const UNKNOWN_TRAVEL_MINUTES = 30;
/** A trip given only an appointment time drops the rider off this many minutes before it. */
export const APPOINTMENT_LEAD_MINUTES = 15;

/**
 * The trip a leg belongs to, which pairs the way there with the way back: the broker's number without a leg
 * marker at its end ("1-20261130-12345-A" and "-B" are one trip), else the number itself (a layout with a leg column
 * sends one number for both legs).
 */
export function tripKeyOf(tripNumber: string, mapping: Pick<ManifestMapping, 'legMarkers'>): string {
  const markers = [...mapping.legMarkers.outbound, ...mapping.legMarkers.return].filter((m) => /^[A-Z0-9]$/i.test(m));
  const m = /^(.*)-([A-Z0-9])$/i.exec(tripNumber);
  return m && markers.some((x) => x.toUpperCase() === m[2]!.toUpperCase()) ? m[1]! : tripNumber;
}

/** The numbers a trip's way there may carry, to find it among the payer's jobs when a later file sends only the return. */
export function outboundNumbersOf(tripKey: string, mapping: Pick<ManifestMapping, 'legMarkers'>): string[] {
  const letters = mapping.legMarkers.outbound.filter((m) => /^[A-Z0-9]$/i.test(m));
  return [tripKey, ...letters.map((m) => `${tripKey}-${m}`)];
}

const at = (date: string, clock: string, timeZone: string) => zonedLocalToIso(`${date}T${clock}`, timeZone);
const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * A leg's times on the company's clock: from the pickup time when the broker gives one (the drop-off the travel
 * estimate later), else back from the appointment (arriving the lead before it); a will-call return has none.
 */
export function legTimes(
  trip: Pick<ManifestTrip, 'tripDate' | 'pickupTime' | 'appointmentTime' | 'willCall'>,
  travelMinutes: number,
  timeZone: string,
): Pick<ImportedLegValues, 'pickupTime' | 'dropoffTime' | 'appointmentTime'> {
  const appointmentTime = trip.appointmentTime ? at(trip.tripDate, trip.appointmentTime, timeZone) : null;
  if (trip.willCall) return { pickupTime: null, dropoffTime: null, appointmentTime };
  const minutes = Math.max(1, travelMinutes);
  if (trip.pickupTime) {
    const pickupTime = at(trip.tripDate, trip.pickupTime, timeZone);
    return { pickupTime, dropoffTime: plusMinutes(pickupTime, minutes), appointmentTime };
  }
  const dropoffTime = plusMinutes(appointmentTime!, -APPOINTMENT_LEAD_MINUTES);
  return { pickupTime: plusMinutes(dropoffTime, -minutes), dropoffTime, appointmentTime };
}

/** A job as far as the import compares it. */
export interface ImportedJobState extends Omit<ImportedLegValues, 'pickupPlace' | 'dropoffPlace' | 'jobRate'> {
  status: JobStatus;
  assignedDriverId: string | null;
}

const FIELD_LABELS: Record<TripChange['field'], string> = {
  patientName: 'Rider',
  patientPhone: 'Phone',
  pickupAddress: 'Pickup',
  dropoffAddress: 'Dropoff',
  serviceDate: 'Date',
  pickupTime: 'Pickup time',
  appointmentTime: 'Appointment',
  willCall: 'Will-call',
  levelOfService: 'Level of service',
  escortCount: 'Escorts',
  rideNotes: 'Notes',
};

const shown = (value: string | number | boolean | null): string | null =>
  value === null ? null : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

/**
 * What the manifest changes on a leg, field by field. The drop-off is not compared (it follows the pickup and the
 * places); a will-call return's pickup is not either, since "rider ready" gives it one.
 */
export function legChanges(current: ImportedJobState, incoming: ImportedLegValues): TripChange[] {
  const fields: TripChange['field'][] = [
    'patientName',
    'patientPhone',
    'pickupAddress',
    'dropoffAddress',
    'serviceDate',
    'pickupTime',
    'appointmentTime',
    'willCall',
    'levelOfService',
    'escortCount',
    'rideNotes',
  ];
  const changes: TripChange[] = [];
  for (const field of fields) {
    if (field === 'pickupTime' && current.willCall && incoming.willCall) continue;
    if (field === 'serviceDate' && current.serviceDate === null) continue;
    const from = shown(current[field]);
    const to = shown(incoming[field]);
    if (from !== to) changes.push({ field, label: FIELD_LABELS[field], from, to });
  }
  return changes;
}

export interface RowDecision {
  outcome: Exclude<TripImportOutcome, 'error'>;
  /** True when the trip is assigned or under way: the change waits for the dispatcher. */
  held: boolean;
  changes: TripChange[];
  notice: string | null;
}

/** Only a pending trip no driver has yet is changed by the file itself. */
export const changesFreely = (job: Pick<ImportedJobState, 'status' | 'assignedDriverId'>) =>
  job.status === 'pending' && job.assignedDriverId === null;

/**
 * The row's outcome against the payer's job with its trip number, if there is one: a new trip, a change, nothing, or
 * a cancellation; a change or cancellation of a trip assigned or under way is held. A cancelled trip the company
 * never booked is not made, and a finished trip is left as it ended.
 */
export function decideRow(
  trip: Pick<ManifestTrip, 'cancelled'>,
  values: ImportedLegValues,
  job: ImportedJobState | null,
): RowDecision {
  const none = (notice: string | null): RowDecision => ({ outcome: 'unchanged', held: false, changes: [], notice });
  if (!job)
    return trip.cancelled
      ? none('Cancelled by the broker before it was booked: not made')
      : { outcome: 'new', held: false, changes: [], notice: null };
  if (isFinalJobStatus(job.status) || job.status === 'completed')
    return none(job.status === 'completed' ? 'Already completed: left as it is' : 'Already ended: left as it is');
  if (trip.cancelled) return { outcome: 'cancel', held: !changesFreely(job), changes: [], notice: null };
  const changes = legChanges(job, values);
  if (changes.length === 0) return none(null);
  return { outcome: 'update', held: !changesFreely(job), changes, notice: null };
}
