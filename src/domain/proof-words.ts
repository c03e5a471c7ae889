/**
 * The words a leg's proof records beyond its steps (docs/decisions/107-late-reasons-and-signers.md), without zod, so
 * the driver's phone shows them without loading the validation library.
 */

/** Why a pickup came after the on-time window: what brokers ask of every late trip. */
export const LATE_REASONS = [
  'traffic',
  'previous_trip_late',
  'rider_not_ready',
  'vehicle_problem',
  'address_problem',
  'weather',
  'other',
] as const;
export type LateReason = (typeof LATE_REASONS)[number];

export const LATE_REASON_LABELS: Record<LateReason, string> = {
  traffic: 'Traffic',
  previous_trip_late: 'Previous trip ran late',
  rider_not_ready: 'Rider not ready',
  vehicle_problem: 'Vehicle problem',
  address_problem: 'Address problem',
  weather: 'Weather',
  other: 'Other',
};

/** Who signed for the rider at drop-off. */
export const SIGNER_TYPES = ['rider', 'caregiver', 'facility_staff'] as const;
export type SignerType = (typeof SIGNER_TYPES)[number];

export const SIGNER_TYPE_LABELS: Record<SignerType, string> = {
  rider: 'The rider',
  caregiver: 'A caregiver',
  facility_staff: 'Facility staff',
};

/** The refusal's code when a late pickup comes without a reason. */
export const LATE_REASON_REQUIRED = 'late_reason_required';

/** Whether a pickup at `pickedUpAt` is after the on-time window of its scheduled time: then it needs a reason. */
export function pickupIsLate(scheduled: Date | null, pickedUpAt: Date, windowMinutes: number): boolean {
  return scheduled !== null && pickedUpAt.getTime() > scheduled.getTime() + windowMinutes * 60_000;
}
