import type { LevelOfService } from './level-of-service';

// Apart from the schemas, so a screen that only names a credential or its state, or lists what an approval still
// lacks, does not load zod (docs/performance.md, "Staff screens on a phone").

/**
 * A driver's credentials (docs/decisions/039-operations-records.md): what a driver must hold to carry riders,
 * each judged on the day of the trip.
 */
export const CREDENTIAL_KINDS = [
  'drivers_license',
  'motor_vehicle_record',
  'background_check',
  'drug_screen',
  'cpr_first_aid',
  'defensive_driving',
  'pass',
  'hipaa',
  'exclusion_check',
] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_LABELS: Record<CredentialKind, string> = {
  drivers_license: "Driver's licence",
  motor_vehicle_record: 'Motor vehicle record',
  background_check: 'Criminal background check',
  drug_screen: 'Drug screen',
  cpr_first_aid: 'CPR/First Aid',
  defensive_driving: 'Defensive driving',
  pass: 'Passenger assistance (PASS)',
  hipaa: 'HIPAA training',
  exclusion_check: 'Exclusion-list check (OIG/SAM)',
};

export const CREDENTIAL_STATES = ['valid', 'expiring', 'expired', 'missing', 'unverified'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];
export const CREDENTIAL_STATE_LABELS: Record<CredentialState, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
  unverified: 'Unverified',
};

/** Company policy, with the defaults the company starts from. */
export interface CredentialPolicy {
  /** A credential this close to its expiry (in days) is `expiring`. */
  expiringWithinDays: number;
  /** Required for every trip. */
  required: readonly CredentialKind[];
  /** Required as well for these levels of service. */
  requiredFor: Partial<Record<LevelOfService, readonly CredentialKind[]>>;
}

export const DEFAULT_CREDENTIAL_POLICY: CredentialPolicy = {
  expiringWithinDays: 30,
  required: ['drivers_license', 'motor_vehicle_record', 'background_check', 'drug_screen', 'hipaa'],
  requiredFor: { wheelchair: ['pass'], stretcher: ['pass'] },
};
