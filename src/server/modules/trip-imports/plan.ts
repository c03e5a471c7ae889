import { readManifestRow, type ManifestMapping, type ManifestTrip } from '../../../domain/manifest-row';
import { oneLineAddress, type Place, type PlaceAddress } from '../../../domain/place';
import { estimateTravel } from '../../../domain/travel';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { decideRow, legTimes, tripKeyOf, UNKNOWN_TRAVEL_MINUTES } from '../../../domain/trip-import-plan';
import type {
  ImportedLegValues,
  ManifestSourceRow,
  TripImportCounts,
  TripImportRow,
} from '../../../domain/trip-import';
import type { Database } from '../../db/client';
import { storedPlace } from '../../stored-place';
import { legKey, legsByTripNumber } from '../jobs/imported-legs';
import { payerWithRates, quotedRate } from '../jobs/price';
import { nameAndBirthKey, ridersOfManifest } from '../riders/service';

type Reader = Pick<Database, 'select' | 'execute'>;

/**
 * The preview of a manifest (docs/decisions/105-broker-trip-import.md): each row read with the payer's mapping,
 * its places located, its rider found, its times and rate worked out, and its outcome against the payer's trips.
 * Writes nothing.
 */

/** Each distinct address located once: a day's manifest sends the same dialysis centre a hundred times. */
async function locateAll(lines: Map<string, PlaceAddress>): Promise<Map<string, Place>> {
  const located = new Map<string, Place>();
  const entries = [...lines];
  for (let i = 0; i < entries.length; i += 8)
    await Promise.all(
      entries.slice(i, i + 8).map(async ([line, address]) => {
        located.set(line, await storedPlace({ ...address, placeType: 'other' }));
      }),
    );
  return located;
}

const located = (place: Place) => place.lat !== null && place.lng !== null;

/** The leg's columns: its places, times from the travel estimate (a default when a place was not found) and rate. */
function legValues(trip: ManifestTrip, pickupPlace: Place, dropoffPlace: Place, timeZone: string) {
  const departAt = new Date(
    zonedLocalToIso(`${trip.tripDate}T${trip.pickupTime ?? trip.appointmentTime ?? '12:00'}`, timeZone),
  );
  const found = located(pickupPlace) && located(dropoffPlace);
  const travel = found
    ? estimateTravel(
        { lat: pickupPlace.lat!, lng: pickupPlace.lng! },
        { lat: dropoffPlace.lat!, lng: dropoffPlace.lng! },
        departAt,
        timeZone,
      ).minutes
    : UNKNOWN_TRAVEL_MINUTES;
  const times = legTimes(trip, travel, timeZone);
  return {
    needsReview: !found,
    values: {
      patientName: trip.riderName,
      patientPhone: trip.phone ?? '',
      levelOfService: trip.levelOfService,
      escortCount: trip.escortCount,
      rideNotes: trip.notes,
      pickupPlace: { ...pickupPlace, needsReview: !located(pickupPlace) },
      dropoffPlace: { ...dropoffPlace, needsReview: !located(dropoffPlace) },
      pickupAddress: oneLineAddress(pickupPlace),
      dropoffAddress: oneLineAddress(dropoffPlace),
      serviceDate: trip.tripDate,
      ...times,
      willCall: trip.willCall,
      jobRate: '0.00',
    } satisfies ImportedLegValues,
  };
}

export function countRows(rows: readonly TripImportRow[]): TripImportCounts {
  const counts: TripImportCounts = { new: 0, update: 0, unchanged: 0, cancel: 0, error: 0, held: 0, needsReview: 0 };
  for (const row of rows) {
    counts[row.outcome] += 1;
    if (row.held) counts.held += 1;
    if (row.needsReview) counts.needsReview += 1;
  }
  return counts;
}

const errorRow = (number: number, tripNumber: string | null, errors: Record<string, string>): TripImportRow => ({
  number,
  outcome: 'error',
  tripNumber,
  tripKey: null,
  leg: null,
  errors,
  rider: null,
  values: null,
  jobId: null,
  changes: [],
  held: false,
  cancelled: false,
  cancelsReturn: false,
  needsReview: false,
  notice: null,
});

export async function planRows(
  db: Reader,
  payerId: string,
  source: readonly ManifestSourceRow[],
  mapping: ManifestMapping,
  timeZone: string,
): Promise<TripImportRow[]> {
  const read = source.map((row) => ({ number: row.number, result: readManifestRow(row.cells, mapping) }));
  const trips = read.flatMap((r) => (r.result.ok ? [{ number: r.number, trip: r.result.trip }] : []));

  const lines = new Map<string, PlaceAddress>();
  for (const { trip } of trips) {
    lines.set(trip.pickup.line, trip.pickup.address);
    lines.set(trip.dropoff.line, trip.dropoff.address);
  }
  const [places, payer, riders, existing] = await Promise.all([
    locateAll(lines),
    payerWithRates(db, payerId),
    ridersOfManifest(
      db,
      trips.flatMap(({ trip }) => (trip.memberId ? [trip.memberId] : [])),
      trips.flatMap(({ trip }) =>
        trip.dateOfBirth ? [{ fullName: trip.riderName, dateOfBirth: trip.dateOfBirth }] : [],
      ),
    ),
    legsByTripNumber(
      db,
      payerId,
      trips.map(({ trip }) => trip.tripNumber),
    ),
  ]);

  const seen = new Map<string, number>();
  const returnsInFile = new Set(
    trips.filter(({ trip }) => trip.leg === 'return').map(({ trip }) => tripKeyOf(trip.tripNumber, mapping)),
  );
  const levelColumn = mapping.columns.levelOfService ?? 'levelOfService';
  const tripColumn = mapping.columns.tripNumber ?? 'tripNumber';

  return read.map(({ number, result }) => {
    if (!result.ok) return errorRow(number, null, result.errors);
    const trip = result.trip;
    const key = legKey(trip.tripNumber, trip.leg);
    const first = seen.get(key);
    if (first !== undefined)
      return errorRow(number, trip.tripNumber, {
        [tripColumn]: `This ${trip.leg} leg is already in row ${first} of this file`,
      });
    seen.set(key, number);
    if (!trip.phone)
      return errorRow(number, trip.tripNumber, {
        [mapping.columns.phone ?? 'phone']: "The rider's phone is required: the driver calls it on arrival",
      });

    const { values, needsReview } = legValues(
      trip,
      places.get(trip.pickup.line)!,
      places.get(trip.dropoff.line)!,
      timeZone,
    );
    const pickupAt = values.pickupTime ?? values.appointmentTime ?? `${trip.tripDate}T12:00:00Z`;
    const rate = quotedRate(payer, { ...values, pickupAt: new Date(pickupAt) }, timeZone);
    if (!rate)
      return errorRow(number, trip.tripNumber, {
        [levelColumn]: `${payer.name ?? 'This payer'} has no rate for ${trip.levelOfService} trips; add one under Payers`,
      });
    values.jobRate = rate;

    const byMember = trip.memberId ? riders.byMemberId.get(trip.memberId) : undefined;
    const byName = trip.dateOfBirth
      ? riders.byNameAndBirth.get(nameAndBirthKey(trip.riderName, trip.dateOfBirth))
      : undefined;
    const known = byMember ?? byName;
    const rider = {
      match: byMember ? 'member_id' : byName ? 'name_and_birth' : trip.dateOfBirth ? 'new' : 'none',
      riderId: known?.id ?? null,
      name: trip.riderName,
      memberId: trip.memberId,
      dateOfBirth: trip.dateOfBirth,
      language: trip.language,
    } as const;

    const job = existing.get(key) ?? null;
    const decision = decideRow(trip, values, job);
    return {
      number,
      outcome: decision.outcome,
      tripNumber: trip.tripNumber,
      tripKey: tripKeyOf(trip.tripNumber, mapping),
      leg: trip.leg,
      errors: {},
      rider,
      values,
      jobId: job?.id ?? null,
      changes: decision.changes,
      held: decision.held,
      cancelled: trip.cancelled,
      cancelsReturn:
        decision.outcome === 'cancel' &&
        trip.leg === 'outbound' &&
        !returnsInFile.has(tripKeyOf(trip.tripNumber, mapping)),
      needsReview,
      notice: decision.notice,
    };
  });
}
