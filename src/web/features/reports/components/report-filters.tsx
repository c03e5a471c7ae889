import { Download } from 'lucide-react';
import { REPORT_GROUPING_LABELS, REPORT_GROUPINGS, type ReportGrouping } from '@domain/report-words';
import { buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { reportCsvHref, useReportDrivers, useReportPayers, type ReportFilters } from '../api/reports';
import { reportsCopy } from '../content';

const copy = reportsCopy.filters;

/** The period, the grouping and the payer and driver a report reads; the downloads of what it shows. */
export function ReportFiltersBar({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}) {
  const payers = useReportPayers();
  const drivers = useReportDrivers();
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  return (
    <section aria-label={copy.legend} className="grid gap-3 print:hidden">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <FormField id="report-from" label={copy.from}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={filters.from}
              max={filters.to}
              onChange={(e) => e.currentTarget.value && set({ from: e.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField id="report-to" label={copy.to}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={filters.to}
              min={filters.from}
              onChange={(e) => e.currentTarget.value && set({ to: e.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField id="report-group" label={copy.groupBy}>
          {(field) => (
            <Select
              {...field}
              value={filters.groupBy}
              onChange={(e) => set({ groupBy: e.currentTarget.value as ReportGrouping })}
            >
              {REPORT_GROUPINGS.map((g) => (
                <option key={g} value={g}>
                  {REPORT_GROUPING_LABELS[g]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="report-payer" label={copy.payer}>
          {(field) => (
            <Select {...field} value={filters.payerId} onChange={(e) => set({ payerId: e.currentTarget.value })}>
              <option value="">{copy.allPayers}</option>
              {(payers.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="report-driver" label={copy.driver}>
          {(field) => (
            <Select {...field} value={filters.driverId} onChange={(e) => set({ driverId: e.currentTarget.value })}>
              <option value="">{copy.allDrivers}</option>
              {(drivers.data?.items ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.fullName}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          className={buttonClasses({ variant: 'secondary' })}
          href={reportCsvHref('trip-verification', filters)}
          download
        >
          <Download aria-hidden="true" className="size-4" />
          {copy.verification}
        </a>
        <a className={buttonClasses({ variant: 'ghost' })} href={reportCsvHref('performance', filters)} download>
          <Download aria-hidden="true" className="size-4" />
          {copy.performanceCsv}
        </a>
      </div>
    </section>
  );
}
