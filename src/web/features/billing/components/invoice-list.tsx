import type { InvoiceSummary } from '@domain/invoice';
import { RecordList } from '@/components/ui/record-list';
import { billingCopy } from '../content';
import { dollars, formatDay, formatPeriod, isOverdue } from '../lib/billing-display';
import { InvoiceStatusBadge, OverdueBadge } from './invoice-status-badge';
import { PeriodText } from './period-text';

const copy = billingCopy.list;
const columns = copy.columns;

/** The due date, marked when it has passed with money owed; `stacked` puts the mark under the date (the table's narrow column). */
function DueDate({ invoice, today, stacked = false }: { invoice: InvoiceSummary; today: string; stacked?: boolean }) {
  if (!invoice.dueOn) return <span className="text-muted">—</span>;
  const overdue = isOverdue(invoice, today);
  return (
    <span
      className={
        overdue
          ? `inline-flex ${stacked ? 'flex-col items-start gap-1' : 'flex-wrap items-center gap-x-2 gap-y-1'} font-semibold text-red-800`
          : undefined
      }
    >
      {formatDay(invoice.dueOn)}
      {overdue ? <OverdueBadge /> : null}
    </span>
  );
}

/** The invoices: a dense table at desk width, one card per invoice on a phone (docs/decisions/054-job-table.md). */
export function InvoiceList({ invoices, today }: { invoices: InvoiceSummary[]; today: string }) {
  return (
    <RecordList
      label={copy.caption}
      records={invoices}
      name={{
        label: columns.number,
        href: (invoice) => `/billing/invoices/${invoice.id}`,
        text: (invoice) => invoice.number,
        mono: true,
      }}
      columns={[
        { label: columns.payer, cell: (invoice) => invoice.payerName, className: 'max-w-56 wrap-anywhere' },
        { label: columns.period, cell: (invoice) => <PeriodText from={invoice.periodFrom} to={invoice.periodTo} /> },
        { label: columns.status, cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
        { label: columns.claims, cell: (invoice) => invoice.claimCount, numeric: true },
        { label: columns.total, cell: (invoice) => dollars(invoice.total), numeric: true },
        {
          label: columns.balance,
          cell: (invoice) => dollars(invoice.balance),
          numeric: true,
          className: 'font-semibold',
        },
        {
          label: columns.sent,
          cell: (invoice) =>
            invoice.sentOn ? formatDay(invoice.sentOn) : <span className="text-muted">{copy.notSent}</span>,
          className: 'whitespace-nowrap',
        },
        {
          label: columns.due,
          cell: (invoice) => <DueDate invoice={invoice} today={today} stacked />,
          className: 'whitespace-nowrap',
        },
      ]}
      card={(invoice) => ({
        details: (
          <>
            <p className="text-sm wrap-anywhere text-ink">{invoice.payerName}</p>
            <p className="text-sm text-muted">
              {formatPeriod(invoice.periodFrom, invoice.periodTo)} · {copy.claims(invoice.claimCount)}
            </p>
          </>
        ),
        badge: <InvoiceStatusBadge status={invoice.status} />,
        footer: (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">{columns.total}</dt>
              <dd className="font-medium tabular-nums">{dollars(invoice.total)}</dd>
            </div>
            <div>
              <dt className="text-muted">{columns.balance}</dt>
              <dd className="font-semibold tabular-nums">{dollars(invoice.balance)}</dd>
            </div>
            <div>
              <dt className="text-muted">{columns.sent}</dt>
              <dd>{invoice.sentOn ? formatDay(invoice.sentOn) : copy.notSent}</dd>
            </div>
            <div>
              <dt className="text-muted">{columns.due}</dt>
              <dd>
                <DueDate invoice={invoice} today={today} />
              </dd>
            </div>
          </dl>
        ),
      })}
    />
  );
}
