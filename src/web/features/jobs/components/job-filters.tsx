import { JOB_STATUS_LABELS, JOB_STATUSES, statusLabel, type JobStatus } from '@domain/statuses';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { jobsCopy } from '@/content/jobs';
import type { JobFilters as Filters } from '../api/get-jobs';
import { useAssignableDrivers } from '../api/get-assignable-drivers';
import { ClearFiltersButton } from './clear-filters-button';

const copy = jobsCopy.filters;

/** Paged lists (decision 035): the list is filtered on the server by status, driver and pickup date (company calendar). */
export function JobFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const drivers = useAssignableDrivers();
  const active = Boolean(value.status || value.driverId || value.date || value.q);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_auto] sm:items-end">
      <legend className="sr-only">{copy.legend}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-search">{copy.search}</Label>
        <Input
          id="filter-search"
          type="search"
          value={value.q ?? ''}
          onChange={(e) => onChange({ ...value, q: e.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-status">{copy.status}</Label>
        <Select
          id="filter-status"
          value={value.status ?? ''}
          onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as JobStatus | undefined })}
        >
          <option value="">{copy.anyStatus}</option>
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(JOB_STATUS_LABELS, status)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-driver">{copy.driver}</Label>
        <Select
          id="filter-driver"
          value={value.driverId ?? ''}
          onChange={(e) => onChange({ ...value, driverId: e.target.value || undefined })}
        >
          <option value="">{copy.anyDriver}</option>
          {drivers.data?.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.fullName}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-date">{copy.date}</Label>
        <Input
          id="filter-date"
          type="date"
          value={value.date ?? ''}
          onChange={(e) => onChange({ ...value, date: e.target.value || undefined })}
        />
      </div>
      <ClearFiltersButton disabled={!active} onClear={() => onChange({})} className="sm:mb-0" />
    </fieldset>
  );
}
