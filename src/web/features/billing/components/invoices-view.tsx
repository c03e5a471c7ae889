import {
  AGING_BUCKET_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type AgingBucket,
  type InvoiceStatus,
} from '@domain/invoice-words';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-controls';
import { Select } from '@/components/ui/select';
import { useInvoiceList } from '../api/get-invoices';
import { usePayerChoices } from '@/lib/billing-choices';
import { billingCopy } from '../content';
import { formatDay } from '../lib/billing-display';
import { InvoiceList } from './invoice-list';

const copy = billingCopy.list;

interface InvoicesViewProps {
  status: InvoiceStatus | '';
  payerId: string;
  /** Opened from the aging: only the invoices one of its amounts adds up, on its day. */
  aging: AgingBucket | '';
  asOf: string;
  onShowAll: () => void;
  today: string;
  onStatusChange: (status: string) => void;
  onPayerChange: (payerId: string) => void;
}

/** The invoices, newest first, filtered on the server by status, payer and (from the aging) bucket. */
export function InvoicesView({
  status,
  payerId,
  aging,
  asOf,
  onShowAll,
  today,
  onStatusChange,
  onPayerChange,
}: InvoicesViewProps) {
  const list = useInvoiceList(aging ? { status, payerId, aging, asOf } : { status, payerId });
  // Every payer, retired ones too: their old invoices are still looked up.
  const payers = usePayerChoices();
  const invoices = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label={billingCopy.tabs.invoices} className="grid gap-4">
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        <div className="grid gap-1.5 sm:w-56">
          <label htmlFor="invoice-status-filter" className="text-sm font-medium text-ink">
            {copy.statusFilter}
          </label>
          <Select id="invoice-status-filter" value={status} onChange={(event) => onStatusChange(event.target.value)}>
            <option value="">{copy.allStatuses}</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {INVOICE_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5 sm:w-72">
          <label htmlFor="invoice-payer-filter" className="text-sm font-medium text-ink">
            {copy.payerFilter}
          </label>
          <Select id="invoice-payer-filter" value={payerId} onChange={(event) => onPayerChange(event.target.value)}>
            <option value="">{copy.allPayers}</option>
            {(payers.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {aging ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-brand-50 px-4 py-3"
        >
          <p className="font-medium text-brand-900">
            {billingCopy.aging.filtered(AGING_BUCKET_LABELS[aging], formatDay(asOf))}
          </p>
          <Button variant="secondary" onClick={onShowAll}>
            {billingCopy.aging.showAll}
          </Button>
        </div>
      ) : null}
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        failed={copy.loadFailed}
        isEmpty={invoices.length === 0}
        empty={status || payerId || aging ? copy.emptyFiltered : copy.empty}
        label="invoices"
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <InvoiceList invoices={invoices} today={today} />
      </ListState>
    </section>
  );
}
