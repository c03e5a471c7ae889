import { lazyDialog } from '@/lib/lazy-dialog';

// The job form, and the cancel and delete questions, load when one first opens, not with the job list.
export const JobFormDialog = lazyDialog(
  async () => (await import('./job-form-dialog')).JobFormDialog,
  (props) => props.mode !== null,
);
export const CancelJobDialog = lazyDialog(
  async () => (await import('./cancel-job-dialog')).CancelJobDialog,
  (props) => props.job !== null,
);
export const DeleteJobDialog = lazyDialog(
  async () => (await import('./delete-job-dialog')).DeleteJobDialog,
  (props) => props.job !== null,
);
