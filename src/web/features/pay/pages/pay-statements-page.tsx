import { useState } from 'react';
import { Plus } from 'lucide-react';
import { PAY_STATEMENT_STATUS_LABELS, PAY_STATEMENT_STATUSES, type PayStatementStatus } from '@domain/pay-statement';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ListState } from '@/components/ui/list-controls';
import { Select } from '@/components/ui/select';
import { payCopy as copy } from '@/content/pay';
import { usePayStatements } from '../api/get-pay-statements';
import { BuildStatementDialog } from '../components/build-statement-dialog';
import { PayStatementList } from '../components/pay-statement-list';

/** /pay (docs/decisions/071-contractor-pay.md): every pay statement, a status filter, and "Build statement". Administrators only. */
export function PayStatementsPage() {
  const [building, setBuilding] = useState(false);
  const [status, setStatus] = useState<PayStatementStatus | ''>('');
  // Paged on the server (docs/decisions/035-paginated-lists.md): the pages read so far, then "Load more".
  const statements = usePayStatements(status || undefined);
  const items = statements.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.heading}</h1>
            <p className="mt-1 text-muted">{copy.lead}</p>
          </div>
          <Button size="lg" onClick={() => setBuilding(true)} className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="size-5" />
            {copy.build}
          </Button>
        </header>
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor="pay-status-filter">{copy.statusFilter}</Label>
          <Select id="pay-status-filter" value={status} onChange={(e) => setStatus(e.target.value as PayStatementStatus | '')}>
            <option value="">{copy.allStatuses}</option>
            {PAY_STATEMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAY_STATEMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <ListState
          isPending={statements.isPending}
          isError={statements.isError}
          isEmpty={items.length === 0}
          empty={status ? copy.emptyFiltered : copy.empty}
          label="pay statements"
          onRetry={() => void statements.refetch()}
          hasNextPage={statements.hasNextPage}
          isFetchingNextPage={statements.isFetchingNextPage}
          onLoadMore={() => void statements.fetchNextPage()}
        >
          <PayStatementList statements={items} />
        </ListState>
      </div>
      <BuildStatementDialog open={building} onClose={() => setBuilding(false)} />
    </div>
  );
}
