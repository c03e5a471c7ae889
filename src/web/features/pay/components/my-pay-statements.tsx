import { FileText } from 'lucide-react';
import { PAY_STATEMENT_STATUS_LABELS } from '@domain/pay-statement';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { dashboardText } from '@/content/dashboard';
import { payCopy } from '@/content/pay';
import { useMyPayStatements } from '../api/get-pay-statements';
import { dollars, pdfHref, usDate } from '../lib/pay-display';
import { PayStatusBadge } from './pay-status-badge';

const copy = payCopy.mine;

/**
 * The driver's own pay statements on the portal (docs/decisions/071-contractor-pay.md): issued and paid ones, each
 * with its period, total, due date and a PDF a thumb can open, newest first.
 */
export function MyPayStatements() {
  const statements = useMyPayStatements();
  if (statements.isPending) return <Spinner label={copy.loading} />;
  if (statements.isError)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-danger">{copy.loadFailed}</p>
        <Button variant="secondary" onClick={() => void statements.refetch()}>
          {payCopy.retry}
        </Button>
      </div>
    );
  const items = statements.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
        {copy.empty}
      </p>
    );
  return (
    <>
      <ul className="grid gap-3" aria-label={copy.heading}>
        {items.map((s) => (
          <li key={s.id} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-lg font-semibold text-ink">
                  {payCopy.period(usDate(s.periodFrom), usDate(s.periodTo))}
                </p>
                <p className="text-sm text-muted">{s.number}</p>
              </div>
              <PayStatusBadge status={s.status} />
            </div>
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-mono text-2xl font-bold text-brand-900" data-testid="my-pay-total">
                {dollars(s.total)}
              </span>
              <span className="text-muted">
                {s.paidOn ? `${copy.paidOn} ${usDate(s.paidOn)}` : `${copy.due} ${s.dueOn ? usDate(s.dueOn) : '—'}`}
              </span>
            </p>
            <a
              href={pdfHref(s.id)}
              target="_blank"
              rel="noreferrer"
              className={`${buttonClasses({ variant: 'secondary', size: 'lg' })} w-full`}
            >
              <FileText aria-hidden="true" className="size-5" />
              {copy.pdf}
              <span className="sr-only">
                {' '}
                {s.number} ({PAY_STATEMENT_STATUS_LABELS[s.status]})
              </span>
            </a>
          </li>
        ))}
      </ul>
      {/* Paged on the server (docs/decisions/035-paginated-lists.md): older statements a page at a time, with a thumb-sized button. */}
      {statements.hasNextPage ? (
        <Button
          variant="secondary"
          size="lg"
          className="mt-3 w-full"
          onClick={() => void statements.fetchNextPage()}
          disabled={statements.isFetchingNextPage}
        >
          {statements.isFetchingNextPage ? 'Loading…' : dashboardText.list.loadMore}
        </Button>
      ) : null}
    </>
  );
}
