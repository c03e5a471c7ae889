// The words apart from the schemas, so a screen that only names a vehicle's status or papers does not load zod
// (docs/performance.md, "Staff screens on a phone").

/** docs/decisions/039-operations-records.md: what the company drives and what each vehicle can carry. */
export const VEHICLE_STATUSES = ['active', 'out_of_service'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = {
  active: 'Active',
  out_of_service: 'Out of service',
};

export const LIFT_OR_RAMP = ['none', 'ramp', 'lift'] as const;
export type LiftOrRamp = (typeof LIFT_OR_RAMP)[number];
export const LIFT_OR_RAMP_LABELS: Record<LiftOrRamp, string> = { none: 'None', ramp: 'Ramp', lift: 'Lift' };

/** The papers a vehicle must carry, each with an expiry date; the lift/ramp inspection only where it has one. */
export const VEHICLE_DOCUMENT_KINDS = ['registration', 'insurance', 'inspection', 'lift_ramp_inspection'] as const;
export type VehicleDocumentKind = (typeof VEHICLE_DOCUMENT_KINDS)[number];
export const VEHICLE_DOCUMENT_LABELS: Record<VehicleDocumentKind, string> = {
  registration: 'Registration',
  insurance: 'Insurance',
  inspection: 'Inspection',
  lift_ramp_inspection: 'Lift/ramp inspection',
};
