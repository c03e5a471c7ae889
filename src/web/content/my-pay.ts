/**
 * The driver's Pay section in the portal, apart from the office's pay screens' words: the portal loads it with
 * today's run, and a phone should not download the office's wording for it.
 */
export const myPayCopy = {
  heading: 'Pay',
  lead: 'Your pay statements, with when each is due',
  empty: 'No pay statements yet. They appear here once the office issues them.',
  loading: 'Loading your pay statements',
  loadFailed: 'Your pay statements could not be loaded.',
  pdf: 'Open PDF',
  due: 'Due',
  paidOn: 'Paid on',
} as const;
