import { Link } from 'wouter';
import type { InvoiceSummary } from '@domain/invoice';
import { Card } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { billingCopy } from '../content';
import { dollars, formatDay, formatPeriod, isOverdue } from '../lib/billing-display';
import { InvoiceStatusBadge, OverdueBadge } from './invoice-status-badge';
import { PeriodText } from './period-text';

const copy = billingCopy.list;
const columns = copy.columns;
const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';
const href = (invoice: InvoiceSummary) => `/billing/invoices/${invoice.id}`;

/** The due date, marked when it has passed with money owed; `stacked` puts the mark under the date (the table's narrow column). */
function DueDate({ invoice, today, stacked = false }: { invoice: InvoiceSummary; today: string; stacked?: boolean }) {
  if (!invoice.dueOn) return <span className="text-muted">—</span>;
  const overdue = isOverdue(invoice, today);
  return (
    <span className={overdue ? `inline-flex ${stacked ? 'flex-col items-start gap-1' : 'flex-wrap items-center gap-x-2 gap-y-1'} font-semibold text-red-800` : undefined}>
      {formatDay(invoice.dueOn)}
      {overdue ? <OverdueBadge /> : null}
    </span>
  );
}

/** The invoices: a dense table at desk width, one card per invoice on a phone (docs/decisions/054-job-table.md). */
export function InvoiceList({ invoices, today }: { invoices: InvoiceSummary[]; today: string }) {
  return (
    <>
      <TableScroll label={copy.caption} className="hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {Object.entries(columns).map(([key, label]) => (
                <th key={key} scope="col" className={`px-3 py-2.5 font-semibold whitespace-nowrap ${['claims', 'total', 'balance'].includes(key) ? 'text-right' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  <Link href={href(invoice)} className={`${linkClasses} font-mono`}>
                    {invoice.number}
                  </Link>
                </th>
                <td className="max-w-56 px-3 py-2 break-words">{invoice.payerName}</td>
                <td className="px-3 py-2">
                  <PeriodText from={invoice.periodFrom} to={invoice.periodTo} />
                </td>
                <td className="px-3 py-2">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{invoice.claimCount}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{dollars(invoice.total)}</td>
                <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">{dollars(invoice.balance)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{invoice.sentOn ? formatDay(invoice.sentOn) : <span className="text-muted">{copy.notSent}</span>}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <DueDate invoice={invoice} today={today} stacked />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ul className="grid gap-3 lg:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link href={href(invoice)} className={`${linkClasses} font-mono text-lg`}>
                    {invoice.number}
                  </Link>
                  <p className="text-sm break-words text-ink">{invoice.payerName}</p>
                  <p className="text-sm text-muted">
                    {formatPeriod(invoice.periodFrom, invoice.periodTo)} · {copy.claims(invoice.claimCount)}
                  </p>
                </div>
                <InvoiceStatusBadge status={invoice.status} />
              </div>
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
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
