import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportGrouping } from '@domain/report-words';
import { api } from '@/lib/api-client';

/** The Reports screen's reads (docs/decisions/108-reports.md). */
export interface ReportFilters {
  from: string;
  to: string;
  groupBy: ReportGrouping;
  payerId: string;
  driverId: string;
}

const query = (f: ReportFilters) => ({
  from: f.from,
  to: f.to,
  groupBy: f.groupBy,
  ...(f.payerId && { payerId: f.payerId }),
  ...(f.driverId && { driverId: f.driverId }),
});

export const usePerformance = (filters: ReportFilters) =>
  useQuery({
    ...queryOptions({
      queryKey: ['reports', 'performance', filters] as const,
      queryFn: () => api.get('/api/reports/performance', { query: query(filters) }),
    }),
    enabled: filters.from <= filters.to,
    // The last report stays on screen while the next period is read.
    placeholderData: keepPreviousData,
  });

/** The address of a report's CSV: a plain link downloads it with the session's cookie. */
export function reportCsvHref(report: 'performance' | 'trip-verification', filters: ReportFilters): string {
  const params = new URLSearchParams({ ...query(filters), format: 'csv' });
  if (report === 'trip-verification') params.delete('groupBy');
  return `/api/reports/${report}?${params.toString()}`;
}

/** The payers and drivers to filter by; the report's own reads, since a feature does not import another's. */
export const useReportPayers = () =>
  useQuery(queryOptions({ queryKey: ['reports', 'payers'] as const, queryFn: () => api.get('/api/payers') }));

export const useReportDrivers = () =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'drivers'] as const,
      queryFn: () => api.get('/api/drivers', { query: { limit: 100 } }),
    }),
  );
