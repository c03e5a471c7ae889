/** The job dialog's driver picker (docs/decisions/040-safe-assignment.md). */
export const assignmentCopy = {
  legend: 'Assigned Driver',
  hint: 'Drivers who can take this job come first, nearest first. A driver marked in red is refused when you save.',
  loading: 'Weighing the drivers...',
  failed: 'The drivers could not be weighed; choose again after reopening the job.',
  failedDraft: 'The drivers could not be weighed; change a field to weigh them again.',
  /** Create New Job before the rules can be read: the drivers are listed, not yet weighed. */
  draftHint: 'Choose the level of service and both times to see who can take this job.',
  unassigned: 'Unassigned',
  canTake: 'Can take',
  noVehicle: 'No vehicle',
  notAssignable: 'Not approved or active',
  addedMiles: (miles: number, minutes: number | null) =>
    `+${miles.toFixed(1)} mi${minutes === null ? '' : ` · +${minutes} min`}`,
  noNeighbours: 'No other trips that day',
  refusedTitle: 'This driver cannot take this job:',
};
