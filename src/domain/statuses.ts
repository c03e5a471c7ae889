/** Stored status values of SPEC.md section 3 as DECISIONS.md amends them (D7 adds `rejected`). */
export const DRIVER_STATUSES = ['pending', 'approved', 'rejected', 'active', 'inactive', 'suspended'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const DRIVER_STATUS_LABELS: Record<DriverStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const REFERRAL_STATUSES = ['pending', 'assigned', 'in_progress', 'completed', 'cancelled'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const JOB_STATUSES = ['pending', 'accepted', 'declined', 'in_progress', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const TRANSPORT_TYPES = ['workers_compensation', 'ambulatory', 'wheelchair', 'stretcher'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

export const TRANSPORT_TYPE_LABELS: Record<TransportType, string> = {
  workers_compensation: "Workers' Compensation",
  ambulatory: 'Ambulatory',
  wheelchair: 'Wheelchair Accessible',
  stretcher: 'Stretcher',
};

/** SPEC.md section 4: badge text replaces the underscore with a space. */
export function statusText(status: string): string {
  return status.replace(/_/g, ' ');
}
