/** `unassigned`: only the queue's legs move, every assigned leg stays with its driver. `day`: any leg not yet under way may move. */
export const PROPOSAL_SCOPES = ['unassigned', 'day'] as const;
export type ProposalScope = (typeof PROPOSAL_SCOPES)[number];

export const PROPOSAL_SCOPE_LABELS: Record<ProposalScope, string> = {
  unassigned: 'Place the unassigned legs',
  day: 'Re-plan the whole day',
};

export const PROPOSAL_STATUSES = ['running', 'ready', 'failed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Why a leg was left in the queue. */
export const UNPLACED_REASONS = [
  'no_place',
  'level_of_service',
  'no_driver',
  'time_window',
  'ride_time',
  'capacity',
  'shift',
  'no_room',
  'pickup_passed',
  'balance',
] as const;
export type UnplacedLegReason = (typeof UNPLACED_REASONS)[number];

export const UNPLACED_REASON_LABELS: Record<UnplacedLegReason, string> = {
  no_place: 'Its pickup or drop-off is not on the map',
  level_of_service: 'No vehicle on shift can carry this level of service',
  no_driver: 'No driver on shift may take it (credentials, documents or inspection)',
  time_window: 'Its pickup window or appointment cannot be met',
  ride_time: 'No route keeps the ride within its maximum time',
  capacity: 'It does not fit any vehicle on shift',
  shift: 'It does not fit inside any driver’s shift',
  no_room: 'It fits alone, but not beside the day’s other legs',
  pickup_passed: 'Its pickup time has passed',
  balance: 'Every driver who could take it already has the most legs a driver may have in this proposal',
};

/**
 * Why a leg that has a driver on the board is not in the proposal's lanes. Such a leg stays with its driver: applying
 * only ever moves the legs a lane gains (docs/decisions/064-route-proposals.md).
 */
export const KEPT_REASONS = ['under_way', 'pickup_passed', 'driver_not_planned', 'no_place', 'does_not_fit'] as const;
export type KeptLegReason = (typeof KEPT_REASONS)[number];

export const KEPT_REASON_LABELS: Record<KeptLegReason, string> = {
  under_way: 'It is under way',
  pickup_passed: 'Its pickup time has passed',
  driver_not_planned: 'Its driver is not on this proposal (left out or not chosen)',
  no_place: 'Its pickup or drop-off is not on the map',
  does_not_fit: 'It does not fit its driver’s route beside their other legs',
};
