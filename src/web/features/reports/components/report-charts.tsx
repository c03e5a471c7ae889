import type { PerformanceReport } from '@domain/report';
import { REPORT_GROUPING_LABELS } from '@domain/report-words';
import { reportsCopy } from '../content';
import { groupLabel } from '../lib/group-label';
import { percentText } from './figure-tiles';
import { ResultBars } from './result-bars';
import { TrendChart } from './trend-chart';

const copy = reportsCopy.charts;

/** The same figures as a chart's, for a screen reader (the drawing itself is hidden from one). */
function ChartTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Trend lines of the on-time share and the trips done by group, and bars of how the legs ended. */
export function ReportCharts({ report }: { report: PerformanceReport }) {
  const by = REPORT_GROUPING_LABELS[report.groupBy].toLowerCase();
  const group = REPORT_GROUPING_LABELS[report.groupBy];
  const onTime = report.groups.map((g) => ({
    label: groupLabel(report.groupBy, g),
    value: g.figures.onTimePickupPercent,
  }));
  const trips = report.groups.map((g) => ({ label: groupLabel(report.groupBy, g), value: g.figures.tripsDone }));
  const results = report.results.map((r) => ({ label: reportsCopy.results.labels[r.result], count: r.count }));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <TrendChart title={`${copy.onTime} ${by}`} points={onTime} percent />
        <ChartTable
          caption={`${copy.onTime} ${by}`}
          head={[group, reportsCopy.tiles.onTime]}
          rows={onTime.map((p) => [p.label, percentText(p.value)])}
        />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <TrendChart title={`${copy.trips} ${by}`} points={trips} />
        <ChartTable
          caption={`${copy.trips} ${by}`}
          head={[group, reportsCopy.tiles.trips]}
          rows={trips.map((p) => [p.label, String(p.value)])}
        />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-3 md:col-span-2">
        <ResultBars title={copy.results} bars={results} />
        <ChartTable
          caption={copy.results}
          head={[reportsCopy.results.kind, reportsCopy.results.count]}
          rows={results.map((r) => [r.label, String(r.count)])}
        />
      </div>
    </div>
  );
}
