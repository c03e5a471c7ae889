import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { dashboardText } from '@/content/dashboard';

const text = dashboardText.audit.filters;

/** What the admin typed or picked; dates are company calendar days (YYYY-MM-DD). */
export interface AuditFilterValues {
  action: string;
  entityId: string;
  fromDay: string;
  toDay: string;
}

export const noAuditFilters: AuditFilterValues = { action: '', entityId: '', fromDay: '', toDay: '' };

interface AuditFiltersProps {
  value: AuditFilterValues;
  onChange: (value: AuditFilterValues) => void;
}

/** Decision 036: the trail narrowed by family of action, record, and calendar days. */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,11rem)_minmax(0,11rem)]">
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <label htmlFor="audit-action" className="text-sm font-medium text-ink">
          {text.action}
        </label>
        <Select id="audit-action" value={value.action} onChange={(event) => set({ action: event.target.value })}>
          {dashboardText.audit.families.map((family) => (
            <option key={family.value} value={family.value}>
              {family.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <label htmlFor="audit-entity-id" className="text-sm font-medium text-ink">
          {text.entityId}
        </label>
        <Input
          id="audit-entity-id"
          value={value.entityId}
          placeholder={text.entityIdHint}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          onChange={(event) => set({ entityId: event.target.value })}
        />
      </div>
      <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
        <label htmlFor="audit-from" className="text-sm font-medium text-ink">
          {text.from}
        </label>
        <Input
          id="audit-from"
          type="date"
          value={value.fromDay}
          max={value.toDay || undefined}
          onChange={(event) => set({ fromDay: event.target.value })}
        />
      </div>
      <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
        <label htmlFor="audit-to" className="text-sm font-medium text-ink">
          {text.to}
        </label>
        <Input
          id="audit-to"
          type="date"
          value={value.toDay}
          min={value.fromDay || undefined}
          onChange={(event) => set({ toDay: event.target.value })}
        />
      </div>
    </div>
  );
}
