import { lazyDialog } from '@/lib/lazy-dialog';

// The rider form (and the form library) loads when the dialog first opens, not with the rider list.
export const RiderFormDialog = lazyDialog(
  async () => (await import('./rider-form-dialog')).RiderFormDialog,
  (props) => props.mode !== null,
);
