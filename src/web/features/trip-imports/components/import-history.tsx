import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import type { TripImportSummary } from '@domain/trip-import';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ListState } from '@/components/ui/list-controls';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { useImports } from '../api/trip-imports';
import { importsCopy } from '../content';

const copy = importsCopy.history;

/** Every manifest read, newest first: who read it and when, what it does or did, and changes still waiting. */
export function ImportHistory() {
  const { timeZone } = useCompany();
  const [, navigate] = useLocation();
  const query = useImports();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const columns = useMemo<DataColumn<TripImportSummary>[]>(
    () => [
      {
        id: 'file',
        header: copy.columns.file,
        cell: (i) => (
          <Link href={`/imports/${i.id}`} className="font-semibold text-brand-800 underline underline-offset-4">
            {i.fileName}
          </Link>
        ),
        sortValue: (i) => i.fileName,
        csv: (i) => i.fileName,
        rowHeader: true,
      },
      {
        id: 'payer',
        header: copy.columns.payer,
        cell: (i) => i.payerName,
        sortValue: (i) => i.payerName,
        csv: (i) => i.payerName,
      },
      {
        id: 'rows',
        header: copy.columns.rows,
        cell: (i) => i.rowCount,
        sortValue: (i) => i.rowCount,
        csv: (i) => String(i.rowCount),
      },
      {
        id: 'outcome',
        header: copy.columns.outcome,
        cell: (i) => (
          <span className="grid gap-0.5">
            <span>{i.result ? importsCopy.apply.done(i.result) : importsCopy.counts(i.counts)}</span>
            {i.pendingChanges > 0 ? (
              <span className="font-semibold text-amber-900">{copy.pending(i.pendingChanges)}</span>
            ) : null}
          </span>
        ),
        csv: (i) => (i.result ? importsCopy.apply.done(i.result) : importsCopy.counts(i.counts)),
      },
      {
        id: 'status',
        header: copy.columns.status,
        cell: (i) => <Badge tone={i.status === 'applied' ? 'green' : 'blue'}>{copy.status[i.status]}</Badge>,
        sortValue: (i) => i.status,
        csv: (i) => copy.status[i.status],
      },
      {
        id: 'by',
        header: copy.columns.by,
        cell: (i) => `${i.createdByName ?? '—'}, ${clockText(i.createdAt, 'dayTimeZoned', timeZone)}`,
        sortValue: (i) => i.createdAt,
        csv: (i) => `${i.createdByName ?? ''} ${i.createdAt}`,
      },
    ],
    [timeZone],
  );
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="import-history">
      <h2 id="import-history" className="text-lg font-semibold text-brand-900">
        {copy.heading}
      </h2>
      <ListState
        isPending={query.isPending}
        isError={query.isError}
        failed={copy.loadFailed}
        isEmpty={items.length === 0}
        empty={copy.empty}
        label={copy.caption}
        onRetry={() => void query.refetch()}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      >
        <DataTable
          caption={copy.caption}
          rows={items}
          columns={columns}
          onOpen={(i) => navigate(`/imports/${i.id}`)}
          summary={copy.shown(items.length)}
        />
      </ListState>
    </section>
  );
}
