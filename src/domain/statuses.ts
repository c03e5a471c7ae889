/** Stored status values of docs/product/data-model.md as the decision records (docs/decisions) amend them (decision 023 adds `rejected`). */
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

/** The referral status filter's words (the badge shows `statusText` instead). */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const JOB_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Cancelled and no-show end a trip for good (docs/decisions/047-legs-returns-cancellations.md): reached only through their own actions, never edited. */
export const FINAL_JOB_STATUSES = ['cancelled', 'no_show'] as const satisfies readonly JobStatus[];
export const isFinalJobStatus = (status: JobStatus) => (FINAL_JOB_STATUSES as readonly JobStatus[]).includes(status);

/** The statuses an administrator may set by editing a job. */
export const EDITABLE_JOB_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'in_progress',
  'completed',
] as const satisfies readonly JobStatus[];

/** A job status as the job form's and the filter's options read it (the badge shows `statusText`). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

export const TRANSPORT_TYPES = ['workers_compensation', 'ambulatory', 'wheelchair', 'stretcher'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

export const TRANSPORT_TYPE_LABELS: Record<TransportType, string> = {
  workers_compensation: "Workers' Compensation",
  ambulatory: 'Ambulatory',
  wheelchair: 'Wheelchair Accessible',
  stretcher: 'Stretcher',
};

/** docs/product/statuses.md: badge text replaces the underscore with a space. */
export function statusText(status: string): string {
  return status.replace(/_/g, ' ');
}

/** A status's words from one of the label maps above; an unknown value (from a newer server) shows as it is. */
export function statusLabel(labels: Readonly<Record<string, string>>, status: string): string {
  return labels[status] ?? status;
}
