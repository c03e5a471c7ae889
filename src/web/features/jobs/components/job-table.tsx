import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import { columnVisibilityFeature, createColumnHelper, createSortedRowModel, FlexRender, rowSortingFeature, tableFeatures, useTable, type Row, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { JobListItem } from '@domain/job';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { JOB_STATUS_LABELS, statusLabel } from '@domain/statuses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/status-badges';
import { jobsCopy } from '@/content/jobs';
import { downloadCsv } from '@/lib/csv';
import { formatJobTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { assignedDriverText } from '../lib/job-display';
import { JobActions } from './job-card';

const copy = jobsCopy.table;
const headers = copy.headers;
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, sortedRowModel: createSortedRowModel() });
type JobRow = Row<typeof features, JobListItem>;
/** One order for every sortable column: numbers as numbers, text by the reader's alphabet, empty last. */
const byValue = (a: JobRow, b: JobRow, id: string) => {
  const [x, y] = [a.getValue(id), b.getValue(id)];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const [p, q] = [String(x ?? ''), String(y ?? '')];
  return p === '' ? (q === '' ? 0 : 1) : q === '' ? -1 : p.localeCompare(q, 'en', { numeric: true });
};
const column = createColumnHelper<typeof features, JobListItem>();
const ROW_PX = 52;

interface JobTableProps {
  jobs: JobListItem[];
  timeZone: string;
  /** A day's jobs start in pickup order; otherwise the server's (newest first). */
  byPickup: boolean;
  moreToLoad: boolean;
  onEdit: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  onCancel: (job: JobListItem) => void;
}

/** The text of each column for the CSV: what the cell says, without the badges' styling. */
const csvText: Record<string, (job: JobListItem, timeZone: string) => string> = {
  pickup: (job, zone) => formatJobTime(job.pickupTime, zone),
  rider: (job) => job.patientName,
  phone: (job) => job.patientPhone,
  level: (job) => `${LEVEL_OF_SERVICE_LABELS[job.levelOfService]}${job.escortCount ? ` +${job.escortCount}` : ''}`,
  from: (job) => job.pickupAddress,
  to: (job) => job.dropoffAddress,
  driver: (job) => assignedDriverText(job),
  status: (job) => statusLabel(JOB_STATUS_LABELS, job.status),
  rate: (job) => job.jobRate,
};

/**
 * Job Management on a wide screen (docs/decisions/054-job-table.md): a dense table that sorts, hides columns,
 * exports what it shows, moves by keyboard, and draws only the rows in view, so a day of 300 trips stays quick.
 */
export function JobTable({ jobs, timeZone, byPickup, moreToLoad, onEdit, onDelete, onCancel }: JobTableProps) {
  const [sorting, setSorting] = useState<SortingState>(byPickup ? [{ id: 'pickup', desc: false }] : []);
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>({ phone: false });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((job) => job.pickupTime ?? '', { id: 'pickup', header: headers.pickup, sortFn: byValue, cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatJobTime(info.row.original.pickupTime, timeZone)}</span> }),
        column.accessor('patientName', {
          id: 'rider',
          sortFn: byValue,
          header: headers.rider,
          cell: (info) => (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <span className="font-medium text-ink">{info.getValue()}</span>
              {info.row.original.leg === 'return' ? <Badge tone="blue">{jobsCopy.card.returnLeg}</Badge> : null}
            </span>
          ),
        }),
        column.accessor('patientPhone', { id: 'phone', sortFn: byValue, header: headers.phone }),
        column.accessor('levelOfService', { id: 'level', sortFn: byValue, header: headers.level, cell: (info) => <LevelOfServiceBadge level={info.getValue()} escorts={info.row.original.escortCount} /> }),
        column.accessor('pickupAddress', { id: 'from', sortFn: byValue, header: headers.from, cell: (info) => <span className="line-clamp-2">{info.getValue()}</span> }),
        column.accessor('dropoffAddress', { id: 'to', sortFn: byValue, header: headers.to, cell: (info) => <span className="line-clamp-2">{info.getValue()}</span> }),
        column.accessor((job) => assignedDriverText(job), { id: 'driver', sortFn: byValue, header: headers.driver }),
        column.accessor('status', { id: 'status', sortFn: byValue, header: headers.status, cell: (info) => <JobStatusBadge status={info.getValue()} /> }),
        column.accessor((job) => Number(job.jobRate), { id: 'rate', sortFn: byValue, header: headers.rate, cell: (info) => <span className="tabular-nums">{formatMoney(info.row.original.jobRate)}</span> }),
        column.display({ id: 'actions', header: headers.actions, enableHiding: false, cell: (info) => <JobActions job={info.row.original} onEdit={onEdit} onDelete={onDelete} onCancel={onCancel} /> }),
      ]),
    [timeZone, onEdit, onDelete, onCancel],
  );
  const table = useTable({
    features,
    columns,
    data: jobs,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
  });
  const rows = table.getRowModel().rows;
  const box = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the build has no React Compiler to skip; this is how the virtualizer is used
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => box.current, estimateSize: () => ROW_PX, overscan: 10 });
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  const visible = table.getVisibleLeafColumns();

  const exportShown = () => {
    const ids = visible.map((c) => c.id).filter((id) => id in csvText);
    void downloadCsv(
      'jobs.csv',
      ids.map((id) => headers[id as keyof typeof headers]),
      rows.map((row) => ids.map((id) => csvText[id]!(row.original, timeZone))),
    );
  };
  // Up and Down walk the rows (scrolling the one asked for into view); Enter edits the job.
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      // Else the same Enter also presses whatever the opening dialog focuses first.
      event.preventDefault();
      const job = rows[index]!.original;
      if (job.status !== 'completed' && job.status !== 'cancelled' && job.status !== 'no_show') onEdit(job);
      return;
    }
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : null;
    if (next === null || next < 0 || next >= rows.length) return;
    event.preventDefault();
    virtual.scrollToIndex(next);
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus());
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">{copy.shown(rows.length, moreToLoad)}</p>
        <div className="flex items-center gap-2">
          <details className="relative">
            <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">{copy.columns}</summary>
            <fieldset className="absolute right-0 z-20 mt-1 grid w-48 gap-1 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
              <legend className="sr-only">{copy.columns}</legend>
              {table.getAllLeafColumns().filter((c) => c.getCanHide()).map((c) => (
                <label key={c.id} className="flex min-h-8 items-center gap-2 text-sm">
                  <input type="checkbox" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} className="size-4 accent-brand-700" />
                  {headers[c.id as keyof typeof headers]}
                </label>
              ))}
            </fieldset>
          </details>
          <Button variant="secondary" onClick={exportShown}>
            <Download aria-hidden="true" className="size-4" />
            {copy.exportCsv}
          </Button>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div ref={box} role="region" aria-label={`${copy.caption} table`} tabIndex={0} className="max-h-[calc(100vh-16rem)] min-h-64 overflow-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm" aria-rowcount={rows.length + 1}>
          <caption className="sr-only">{`${copy.caption}. ${copy.keys}`}</caption>
          <thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = headers[header.column.id as keyof typeof headers];
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} className="px-3 py-2 font-semibold whitespace-nowrap">
                      {header.column.getCanSort() && header.column.id !== 'actions' ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 uppercase hover:text-brand-800" aria-label={copy.sortBy(label)}>
                          {label}
                          {sorted === 'asc' ? <ArrowUp aria-hidden="true" className="size-3.5" /> : sorted === 'desc' ? <ArrowDown aria-hidden="true" className="size-3.5" /> : <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />}
                        </button>
                      ) : (
                        <span className={header.column.id === 'actions' ? 'sr-only' : undefined}>{label}</span>
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <tr
                  key={row.id}
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                  tabIndex={0}
                  onKeyDown={(event) => onRowKey(event, item.index)}
                  className="align-middle outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
                  style={{ height: ROW_PX }}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-1.5">
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
            {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
