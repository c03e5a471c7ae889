import { useState } from 'react';
import { PAY_STATEMENT_STATUS_LABELS, PAY_STATEMENT_STATUSES, type PayStatementStatus } from '@domain/pay-statement';
import { AddButton, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { Label } from '@/components/ui/label';
import { ListState } from '@/components/ui/list-controls';
import { Select } from '@/components/ui/select';
import { payCopy as copy } from '@/content/pay';
import { usePayStatements } from '../api/get-pay-statements';
import { BuildAllDialog } from '../components/build-all-dialog';
import { BuildStatementDialog } from '../components/build-statement-dialog';
import { allDriversCopy } from '../content';
import { Button } from '@/components/ui/button';
import { PayStatementList } from '../components/pay-statement-list';

/** /pay (docs/decisions/071-contractor-pay.md): every pay statement, a status filter, and "Build statement". Administrators only. */
export function PayStatementsPage() {
  const [building, setBuilding] = useState(false);
  const [buildingAll, setBuildingAll] = useState(false);
  const [status, setStatus] = useState<PayStatementStatus | ''>('');
  // Paged on the server (docs/decisions/035-paginated-lists.md): the pages read so far, then "Load more".
  const statements = usePayStatements(status || undefined);
  const items = statements.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <StaffPage>
      <StaffPageHeader
        title={copy.heading}
        lead={copy.lead}
        action={
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={() => setBuildingAll(true)}>
              {allDriversCopy.open}
            </Button>
            <AddButton onClick={() => setBuilding(true)}>{copy.build}</AddButton>
          </div>
        }
      />
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="pay-status-filter">{copy.statusFilter}</Label>
        <Select
          id="pay-status-filter"
          value={status}
          onChange={(e) => setStatus(e.target.value as PayStatementStatus | '')}
        >
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
        failed={copy.loadFailed}
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
      <BuildStatementDialog open={building} onClose={() => setBuilding(false)} />
      <BuildAllDialog open={buildingAll} onClose={() => setBuildingAll(false)} />
    </StaffPage>
  );
}
