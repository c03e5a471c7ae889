/**
 * Words of the pay screens added while src/web/content/pay.ts was being edited by others: they join the rest of
 * the pay words (payCopy) when that file is next changed.
 */
export const issueCopy = {
  title: (number: string, driver: string) => `Issue ${number} to ${driver}?`,
  description: 'The driver will see it in their portal.',
  cancel: 'Cancel',
  confirm: 'Issue statement',
};
