/**
 * Words only some of the pay screens use: issuing a statement, a line's trip, and pay for all drivers at once
 * (docs/decisions/085-billing-and-pay-defaults.md). The rest of the pay screens' words are payCopy, in
 * src/web/content/pay.ts.
 */
export const issueCopy = {
  title: (number: string, driver: string) => `Issue ${number} to ${driver}?`,
  description: 'The driver will see it in their portal.',
  cancel: 'Cancel',
  confirm: 'Issue statement',
};

/** The rider and trip of a statement's line. */
export const tripCopy = {
  rider: 'Rider',
  leg: { outbound: 'Way there', return: 'Way back' } as const,
};

/** Pay for every driver of a period at once, with what it would pay shown first. */
export const allDriversCopy = {
  open: 'Build for all drivers',
  title: 'Build pay statements for all drivers',
  description:
    'A draft for each driver with completed trips or no-shows in the period that are on no statement yet, at their job rates. What it would pay is shown before anything is built.',
  periodFrom: 'Period start',
  periodTo: 'Period end',
  previewHeading: 'To pay',
  previewIdle: 'Choose a period to see what would be paid.',
  previewLoading: 'Counting the trips not yet paid…',
  previewFailed: 'What would be paid could not be worked out.',
  previewNone: 'No trips to pay in this period.',
  summary: (drivers: number, trips: number, amount: string) =>
    `${drivers === 1 ? '1 driver' : `${drivers} drivers`}, ${trips === 1 ? '1 trip' : `${trips} trips`}, ${amount}`,
  columns: { driver: 'Driver', trips: 'Trips', amount: 'Amount' },
  cancel: 'Cancel',
  submit: 'Build statements',
  submitting: 'Building…',
  built: (n: number) => ({
    title: n === 1 ? '1 pay statement built' : `${n} pay statements built`,
    description: 'They are drafts: review and issue each one.',
  }),
  failed: { title: 'The statements were not built', description: 'Please try again.' },
};
