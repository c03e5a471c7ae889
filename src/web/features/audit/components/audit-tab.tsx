import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-controls';
import { dashboardText } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { dayStartIn } from '@/lib/dates';
import { useSettledValue } from '@/lib/use-settled-value';
import { useAuditTrail, type AuditFilters as AuditQuery } from '../api/get-audit-trail';
import { AuditCards, AuditTable } from './audit-entries';
import { AuditFilters, noAuditFilters, type AuditFilterValues } from './audit-filters';

const text = dashboardText.audit;

/** Typing an id asks the server once the typing pauses; a paste arrives at once. */
const ENTITY_ID_PAUSE_MS = 300;

/** The audit trail for administrators, newest first, with filters (docs/decisions/036-audit-trail.md). */
export function AuditTab() {
  const { timeZone } = useCompany();
  const [values, setValues] = useState<AuditFilterValues>(noAuditFilters);
  const entityId = useSettledValue(values.entityId.trim(), ENTITY_ID_PAUSE_MS);
  const query = useMemo<AuditQuery>(
    () => ({
      action: values.action,
      entityId,
      from: values.fromDay ? dayStartIn(values.fromDay, timeZone) : '',
      to: values.toDay ? dayStartIn(values.toDay, timeZone, { nextDay: true }) : '',
    }),
    [values.action, values.fromDay, values.toDay, entityId, timeZone],
  );
  const list = useAuditTrail(query);
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(values).some(Boolean);

  return (
    <section aria-labelledby="audit-heading">
      <div className="flex flex-col gap-1">
        <h2 id="audit-heading" className="text-xl font-bold text-brand-900">
          {text.heading}
        </h2>
        <p className="text-sm text-muted">{text.lead}</p>
      </div>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <AuditFilters value={values} onChange={setValues} />
        {filtered && (
          <Button variant="ghost" className="mt-3 -mb-1 -ml-2" onClick={() => setValues(noAuditFilters)}>
            {text.filters.clear}
          </Button>
        )}
      </div>
      <div className="mt-5">
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={entries.length === 0}
          empty={text.empty}
          label="audit entries"
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        >
          <AuditTable entries={entries} timeZone={timeZone} />
          <AuditCards entries={entries} timeZone={timeZone} />
        </ListState>
      </div>
    </section>
  );
}
