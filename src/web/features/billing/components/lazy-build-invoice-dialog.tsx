import { lazyDialog } from '@/lib/lazy-dialog';

// The build form (and the form library) loads when the dialog first opens, not with the invoices.
export const BuildInvoiceDialog = lazyDialog(
  async () => (await import('./build-invoice-dialog')).BuildInvoiceDialog,
  (props) => props.open,
);
