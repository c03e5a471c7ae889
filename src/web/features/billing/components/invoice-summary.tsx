import type { Invoice } from '@domain/invoice';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { billingCopy } from '../content';
import { dollars, formatDay, isOverdue } from '../lib/billing-display';
import { OverdueBadge } from './invoice-status-badge';
import { PeriodText } from './period-text';

const copy = billingCopy.invoice;

/** The invoice's facts and its money: who, which period, the terms and dates, then Total / Paid / Balance. */
export function InvoiceSummary({ invoice, today }: { invoice: Invoice; today: string }) {
  const overdue = isOverdue(invoice, today);
  return (
    <Card className="grid gap-5 p-5">
      <h2 className="sr-only">{copy.details}</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <Detail label={copy.payer} className="col-span-2 sm:col-span-3 lg:col-span-2">
          {invoice.payerName}
        </Detail>
        <Detail label={copy.period}>
          <PeriodText from={invoice.periodFrom} to={invoice.periodTo} />
        </Detail>
        <Detail label={copy.terms}>{copy.termsDays(invoice.termsDays)}</Detail>
        <Detail label={copy.sent}>{invoice.sentOn ? formatDay(invoice.sentOn) : copy.notSent}</Detail>
        <Detail label={copy.due}>
          {invoice.dueOn ? (
            <span className={overdue ? 'inline-flex flex-wrap items-center gap-2 text-red-800' : undefined}>
              {formatDay(invoice.dueOn)}
              {overdue ? <OverdueBadge /> : null}
            </span>
          ) : (
            '—'
          )}
        </Detail>
      </dl>
      <dl className="grid grid-cols-3 gap-3 border-t border-slate-200 pt-4">
        {[
          { label: copy.total, value: invoice.total },
          { label: copy.paid, value: invoice.paid },
          { label: copy.balance, value: invoice.balance },
        ].map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="text-lg font-bold wrap-anywhere text-brand-900 tabular-nums sm:text-2xl">
              {dollars(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      {invoice.deniedReason ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          <span className="font-semibold">{copy.deniedReason}:</span> {invoice.deniedReason}
        </p>
      ) : null}
      {invoice.voidReason ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-ink">
          <span className="font-semibold">{copy.voidReason}:</span> {invoice.voidReason}
        </p>
      ) : null}
    </Card>
  );
}
