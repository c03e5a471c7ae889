import { Suspense, useState } from 'react';
import { Printer } from 'lucide-react';
import { daysFromToday, todayIn } from '@domain/dates';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-controls';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Spinner } from '@/components/ui/spinner';
import { StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { useCompany } from '@/lib/company-profile';
import { lazyPart } from '@/lib/lazy-part';
import { usePerformance, type ReportFilters } from '../api/reports';
import { FigureTiles } from '../components/figure-tiles';
import { ReportCharts } from '../components/report-charts';
import { ReportFiltersBar } from '../components/report-filters';
import { reportsCopy as copy } from '../content';

// The tables (and the table library) come after the figures and charts, so the screen draws before them.
const ReportTables = lazyPart(async () => (await import('../components/report-tables')).ReportTables);

/**
 * /reports (administrators; docs/decisions/108-reports.md): the company's performance over a period, as figures,
 * charts with their tables, the late and questionable trips, and the downloads brokers ask for. Printable.
 */
export function ReportsPage() {
  const company = useCompany();
  const today = todayIn(company.timeZone);
  const [filters, setFilters] = useState<ReportFilters>({
    from: daysFromToday(-6, { company }),
    to: today,
    groupBy: 'day',
    payerId: '',
    driverId: '',
  });
  const report = usePerformance(filters);
  const data = report.data;
  return (
    <StaffPage>
      <StaffPageHeader
        title={copy.heading}
        lead={copy.lead}
        action={
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {copy.print}
          </Button>
        }
      />
      <ReportFiltersBar filters={filters} onChange={setFilters} />
      <ListState
        isPending={report.isPending}
        isError={report.isError}
        failed={copy.loadFailed}
        isEmpty={data?.total.legs === 0}
        empty={copy.empty}
        label={copy.heading}
        onRetry={() => void report.refetch()}
      >
        {data ? (
          <div className="grid gap-6" aria-busy={report.isFetching}>
            <FigureTiles figures={data.total} windowMinutes={data.onTimeWindowMinutes} />
            <ReportCharts report={data} />
            <LoadBoundary>
              <Suspense fallback={<Spinner className="mx-auto flex justify-center py-6" label={copy.tablesLoading} />}>
                <ReportTables report={data} />
              </Suspense>
            </LoadBoundary>
          </div>
        ) : null}
      </ListState>
    </StaffPage>
  );
}
