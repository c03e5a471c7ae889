import { CREDENTIAL_LABELS, type CredentialKind } from './credential-words';
import { VEHICLE_DOCUMENT_LABELS, type VehicleDocumentKind } from './vehicle-words';

// The reasons of safe assignment and their words live apart from the rules' schemas, so the day board names why a
// driver cannot take a leg without loading zod (docs/performance.md, "Staff screens on a phone").

/** What safe assignment (docs/decisions/040-safe-assignment.md) refuses, as `reasons` codes. */
export const ASSIGNMENT_REASONS = [
  'driver_status',
  'no_vehicle',
  'vehicle_out_of_service',
  'level_of_service',
  'capacity',
  'credential_expired',
  'credential_missing',
  'vehicle_document_expired',
  'vehicle_document_missing',
] as const;
export type AssignmentReason = (typeof ASSIGNMENT_REASONS)[number];
export const ASSIGNMENT_WARNINGS = ['tight_connection', 'outside_shift'] as const;

/** Words for a reasons code, for the dispatcher's picker and the refusal message. */
export function reasonText(code: string): string {
  const [name, kind = ''] = code.split(':');
  const credential = CREDENTIAL_LABELS[kind as CredentialKind] ?? kind;
  const document = (VEHICLE_DOCUMENT_LABELS[kind as VehicleDocumentKind] ?? kind).toLowerCase();
  switch (name) {
    case 'driver_status':
      return 'Driver is not approved or active';
    case 'no_vehicle':
      return 'Driver has no vehicle';
    case 'vehicle_out_of_service':
      return 'Vehicle is out of service';
    case 'level_of_service':
      return 'Vehicle cannot carry this level of service';
    case 'capacity':
      return 'Vehicle is full at that time';
    case 'credential_expired':
      return `${credential} expired`;
    case 'credential_missing':
      return `${credential} missing or not verified`;
    case 'vehicle_document_expired':
      return `Vehicle ${document} expired`;
    case 'vehicle_document_missing':
      return `Vehicle ${document} missing`;
    case 'tight_connection':
      return 'Tight connection with the trip before or after';
    case 'off_shift':
      return 'Does not work that day or at those hours';
    case 'time_off':
      return 'Time off that day';
    case 'outside_shift':
      return "Outside the driver's shift or on time off";
    default:
      return code;
  }
}
