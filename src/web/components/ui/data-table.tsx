import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Row,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';

/** One column of a list's table: what a cell shows, what it sorts and exports by. */
export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts by; without it the column does not sort. */
  sortValue?: (row: T) => string | number;
  /** The cell as text in the CSV; without it the column is left out of the export. */
  csv?: (row: T) => string;
  /** Hidden until chosen under Columns. */
  hidden?: boolean;
  /** False keeps the column always shown (a row's actions); its header is read, not seen. */
  hideable?: boolean;
  /** The cell that names its row (the rider, the applicant): a screen reader announces it with every cell of the row. */
  rowHeader?: boolean;
}

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, sortedRowModel: createSortedRowModel() });
const ROW_PX = 52;

const text = {
  columns: 'Columns',
  exportCsv: 'Export CSV',
  sortBy: (column: string) => `Sort by ${column}`,
  keys: 'Up and Down move between rows; Enter opens the row.',
};

/** Numbers as numbers, text in the reader's alphabet, empty last. */
function compare(x: string | number, y: string | number): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  const [p, q] = [String(x), String(y)];
  return p === '' ? (q === '' ? 0 : 1) : q === '' ? -1 : p.localeCompare(q, 'en', { numeric: true });
}

interface DataTableProps<T extends RowData> {
  /** The table's name, read by screen readers, and the CSV's file name. */
  caption: string;
  rows: T[];
  columns: DataColumn<T>[];
  /** The column and direction the table opens sorted by; the list's own order otherwise. */
  initialSort?: { id: string; desc: boolean };
  /** Enter on a row. */
  onOpen?: (row: T) => void;
  /** A click anywhere on a row opens it too (its links and buttons still do their own thing). */
  openOnClick?: boolean;
  /** What the toolbar says on the left: how many rows, whether more can be loaded. */
  summary: ReactNode;
  /** Export CSV made by the list itself, given the rows in the table's order (a list whose file must carry more than its columns). */
  onExport?: (rows: T[]) => void;
}

/**
 * A list's table on a wide screen (docs/decisions/054-job-table.md): sorts by any column header, hides
 * columns, exports what it shows as CSV, moves by keyboard, and draws only the rows in view.
 */
export function DataTable<T extends RowData>({
  caption,
  rows: data,
  columns: spec,
  initialSort,
  onOpen,
  openOnClick = false,
  summary,
  onExport,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(spec.filter((c) => c.hidden).map((c) => [c.id, false])),
  );
  const byId = useMemo(() => new Map(spec.map((c) => [c.id, c])), [spec]);
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns(
      spec.map((c) =>
        c.sortValue
          ? helper.accessor((row) => c.sortValue!(row), {
              id: c.id,
              header: c.header,
              cell: (info) => c.cell(info.row.original),
              sortFn: (a: Row<typeof features, T>, b: Row<typeof features, T>) =>
                compare(c.sortValue!(a.original), c.sortValue!(b.original)),
              enableHiding: c.hideable !== false,
            })
          : helper.display({
              id: c.id,
              header: c.header,
              cell: (info) => c.cell(info.row.original),
              enableSorting: false,
              enableHiding: c.hideable !== false,
            }),
      ),
    );
  }, [spec]);
  const table = useTable({
    features,
    columns,
    data,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
  });
  const rows = table.getRowModel().rows;
  const box = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the build has no React Compiler to skip; this is how the virtualizer is used
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
  });
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);

  const exportShown = () => {
    if (onExport) {
      onExport(rows.map((row) => row.original));
      return;
    }
    const shown = table.getVisibleLeafColumns().flatMap((c) => {
      const column = byId.get(c.id);
      return column?.csv ? [column] : [];
    });
    downloadCsv(
      `${caption.toLowerCase().replace(/\W+/g, '-')}.csv`,
      shown.map((c) => c.header),
      rows.map((row) => shown.map((c) => c.csv!(row.original))),
    );
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onOpen) {
      // Else the same Enter also presses whatever a dialog that opens focuses first.
      event.preventDefault();
      onOpen(rows[index]!.original);
      return;
    }
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : null;
    if (next === null || next < 0 || next >= rows.length) return;
    event.preventDefault();
    virtual.scrollToIndex(next);
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus());
  };

  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {summary}
        </p>
        <div className="flex items-center gap-2 print:hidden">
          <details className="relative">
            <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
              {text.columns}
            </summary>
            <fieldset className="absolute right-0 z-20 mt-1 grid w-48 gap-1 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
              <legend className="sr-only">{text.columns}</legend>
              {table
                .getAllLeafColumns()
                .filter((c) => c.getCanHide())
                .map((c) => (
                  <label key={c.id} className="flex min-h-8 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={c.getIsVisible()}
                      onChange={c.getToggleVisibilityHandler()}
                      className="size-4 accent-brand-700"
                    />
                    {byId.get(c.id)?.header}
                  </label>
                ))}
            </fieldset>
          </details>
          <Button variant="secondary" onClick={exportShown}>
            <Download aria-hidden="true" className="size-4" />
            {text.exportCsv}
          </Button>
        </div>
      </div>
      <div
        ref={box}
        role="region"
        aria-label={`${caption} table`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[calc(100vh-16rem)] overflow-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full text-left text-sm" aria-rowcount={rows.length + 1}>
          <caption className="sr-only">{`${caption}. ${text.keys}`}</caption>
          <thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const column = byId.get(header.column.id)!;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className="px-2.5 py-2 font-semibold whitespace-nowrap"
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 uppercase hover:text-brand-800"
                          aria-label={text.sortBy(column.header)}
                        >
                          {column.header}
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                          )}
                        </button>
                      ) : (
                        <span className={column.hideable === false ? 'sr-only' : undefined}>{column.header}</span>
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
                  onClick={
                    onOpen && openOnClick
                      ? (event) =>
                          (event.target as HTMLElement).closest('a,button') ? undefined : onOpen(row.original)
                      : undefined
                  }
                  className={`align-middle outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset${openOnClick ? ' cursor-pointer' : ''}`}
                  style={{ height: ROW_PX }}
                >
                  {row.getVisibleCells().map((cell) =>
                    byId.get(cell.column.id)?.rowHeader ? (
                      <th key={cell.id} scope="row" className="px-2.5 py-1.5 font-normal">
                        <FlexRender cell={cell} />
                      </th>
                    ) : (
                      <td key={cell.id} className="px-2.5 py-1.5">
                        <FlexRender cell={cell} />
                      </td>
                    ),
                  )}
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
