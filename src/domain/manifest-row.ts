import { parseAddressLine } from './address-line';
import { isIsoDate } from './dates';
import { languageOf, type Language } from './language';
import { MAX_ESCORTS, type LevelOfService } from './level-of-service';
import type { ManifestField, ManifestMapping } from './manifest-mapping';
import type { PlaceAddress } from './place';

export * from './manifest-mapping';

/**
 * One row of a broker's trip manifest read with the payer's column mapping (docs/decisions/104-manifest-rows.md):
 * what the import previews and applies. Pure, so the mapping rules are tested without a file or a database.
 */

/** A row as the import uses it. Places keep the broker's line beside what was read from it. */
export interface ManifestTrip {
  tripNumber: string;
  memberId: string | null;
  riderName: string;
  dateOfBirth: string | null;
  phone: string | null;
  /** The rider's language for texts, when the file says. */
  language: Language | null;
  pickup: { line: string; address: PlaceAddress };
  dropoff: { line: string; address: PlaceAddress };
  tripDate: string;
  /** HH:mm on the company clock; null for a will-call return. */
  pickupTime: string | null;
  appointmentTime: string | null;
  willCall: boolean;
  levelOfService: LevelOfService;
  escortCount: number;
  leg: 'outbound' | 'return';
  cancelled: boolean;
  notes: string | null;
}

export type ManifestRowResult =
  | { ok: true; trip: ManifestTrip }
  /** Each error under the column the broker's file calls it by. */
  | { ok: false; errors: Record<string, string> };

/** A date in the mapping's format as an ISO day, or null. */
export function manifestDate(value: string, format: ManifestMapping['dateFormat']): string | null {
  const text = value.trim();
  let iso: string | null = null;
  // A year first is never ambiguous, and a spreadsheet's date cell is read that way whatever the mapping says.
  if (format === 'YYYY-MM-DD' || /^\d{4}-\d{2}-\d{2}$/.test(text)) iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
  else {
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    iso = m ? `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}` : null;
  }
  return iso && isIsoDate(iso) ? iso : null;
}

/** A time in the mapping's format as HH:mm, or null. */
export function manifestTime(value: string, format: ManifestMapping['timeFormat']): string | null {
  const text = value.trim().toUpperCase();
  let hours: number;
  let minutes: number;
  // A spreadsheet's time cell is read as two-digit 24-hour HH:mm whatever the mapping says.
  const cellTime = /^(\d{2}):(\d{2})$/.exec(text);
  if (cellTime) {
    hours = Number(cellTime[1]);
    minutes = Number(cellTime[2]);
  } else if (format === 'h:mm a') {
    const m = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/.exec(text);
    if (!m) return null;
    hours = Number(m[1]);
    minutes = Number(m[2]);
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (m[3] === 'P' ? 12 : 0);
  } else {
    const m = (format === 'HHmm' ? /^(\d{2})(\d{2})$/ : /^(\d{1,2}):(\d{2})$/).exec(text);
    if (!m) return null;
    hours = Number(m[1]);
    minutes = Number(m[2]);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** "LAST, FIRST" becomes "First Last" in the broker's own letters; a name without a comma is kept as it is. */
function riderNameOf(cell: (field: ManifestField) => string): string {
  const whole = cell('riderName');
  if (whole) {
    const [last, first] = whole.split(',').map((p) => p.trim());
    return first ? `${first} ${last}` : whole;
  }
  return [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
}

/**
 * Reads one row. Errors are keyed by the broker's column header, so the preview marks the cell; a row with any
 * error is no trip.
 */
export function readManifestRow(row: Readonly<Record<string, string>>, mapping: ManifestMapping): ManifestRowResult {
  const errors: Record<string, string> = {};
  const header = (field: ManifestField) => mapping.columns[field] ?? field;
  const cell = (field: ManifestField) => {
    const column = mapping.columns[field];
    return column ? (row[column] ?? '').trim() : '';
  };
  const fail = (field: ManifestField, message: string) => {
    errors[header(field)] ??= message;
  };

  const tripNumber = cell('tripNumber');
  if (!tripNumber) fail('tripNumber', 'Trip number is required');
  const riderName = riderNameOf(cell);
  if (!riderName) fail(mapping.columns.riderName ? 'riderName' : 'lastName', 'Rider name is required');

  const dobText = cell('dateOfBirth');
  const dateOfBirth = dobText ? manifestDate(dobText, mapping.dateFormat) : null;
  if (dobText && !dateOfBirth) fail('dateOfBirth', `Date of birth must be a date like ${mapping.dateFormat}`);

  const tripDateText = cell('tripDate');
  const tripDate = manifestDate(tripDateText, mapping.dateFormat);
  if (!tripDate)
    fail('tripDate', tripDateText ? `Trip date must be a date like ${mapping.dateFormat}` : 'Trip date is required');

  const place = (field: 'pickupAddress' | 'dropoffAddress', label: string) => {
    const line = cell(field);
    const address = line ? parseAddressLine(line) : null;
    if (!line) fail(field, `${label} address is required`);
    else if (!address) fail(field, `${label} address must be one address: street, city, state and ZIP code`);
    return address ? { line, address } : null;
  };
  const pickup = place('pickupAddress', 'Pickup');
  const dropoff = place('dropoffAddress', 'Dropoff');

  const pickupText = cell('pickupTime');
  const willCall = mapping.willCallWords.includes(pickupText.toUpperCase());
  const pickupTime = pickupText && !willCall ? manifestTime(pickupText, mapping.timeFormat) : null;
  if (pickupText && !willCall && !pickupTime)
    fail('pickupTime', `Pickup time must be a time like ${mapping.timeFormat}`);
  const appointmentText = cell('appointmentTime');
  const appointmentTime = appointmentText ? manifestTime(appointmentText, mapping.timeFormat) : null;
  if (appointmentText && !appointmentTime)
    fail('appointmentTime', `Appointment time must be a time like ${mapping.timeFormat}`);
  if (!pickupText && !appointmentText) fail('pickupTime', 'A pickup or an appointment time is required');

  const levelWord = cell('levelOfService').toUpperCase();
  const levelOfService = mapping.levelWords[levelWord];
  if (!levelOfService)
    fail(
      'levelOfService',
      levelWord
        ? `"${cell('levelOfService')}" is not a level of service this mapping knows`
        : 'Level of service is required',
    );

  const escortText = cell('escorts');
  const escortCount = escortText ? Number(escortText) : 0;
  if (!Number.isInteger(escortCount) || escortCount < 0 || escortCount > MAX_ESCORTS)
    fail('escorts', `Escorts must be a whole number from 0 to ${MAX_ESCORTS}`);

  const language = languageOf(cell('language'));
  if (cell('language') && !language)
    fail('language', `"${cell('language')}" is not a language for texts: use English or Spanish`);

  const legWord = cell('leg').toUpperCase() || (/-([A-Z])$/i.exec(tripNumber)?.[1]?.toUpperCase() ?? '');
  const leg = mapping.legMarkers.return.includes(legWord)
    ? 'return'
    : mapping.legMarkers.outbound.includes(legWord) || !legWord
      ? 'outbound'
      : null;
  if (!leg) fail(mapping.columns.leg ? 'leg' : 'tripNumber', `"${legWord}" is not a leg this mapping knows`);
  if (willCall && leg !== 'return') fail('pickupTime', 'Only a return may be will-call');

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    trip: {
      tripNumber,
      memberId: cell('memberId') || null,
      riderName,
      dateOfBirth,
      phone: cell('phone') || null,
      language,
      pickup: pickup!,
      dropoff: dropoff!,
      tripDate: tripDate!,
      pickupTime,
      appointmentTime,
      willCall,
      levelOfService: levelOfService!,
      escortCount,
      leg: leg!,
      cancelled: mapping.cancelledWords.includes(cell('status').toUpperCase()),
      notes: cell('notes') || null,
    },
  };
}
