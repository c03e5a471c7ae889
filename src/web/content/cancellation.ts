/**
 * The words every staff cancellation of a trip shares (docs/decisions/047-legs-returns-cancellations.md): the board's
 * leg panel, the job list's dialog and its bulk cancel ask the same questions in the same words.
 */
export const cancellationCopy = {
  late: (hours: number) =>
    `This is a late cancellation: less than ${hours} hour${hours === 1 ? '' : 's'} before pickup.`,
  sameDay: 'This is a same-day cancellation: the trip is today.',
  reason: 'Reason',
  requestedBy: 'Who asked',
  choose: 'Choose…',
  note: 'Note (optional)',
  alsoReturn: 'Also cancel the return trip',
  cancelling: 'Cancelling…',
  failedLead: 'Check your connection and try again.',
};
