import { useId, useMemo, useState } from 'react';
import type { TripImport, TripImportRowAnswer } from '@domain/trip-import';
import { TRIP_IMPORT_OUTCOMES, type TripImportOutcome } from '@domain/trip-import-words';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Select } from '@/components/ui/select';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { importsCopy } from '../content';
import { changeText } from '../lib/change-text';

const copy = importsCopy.preview;

const TONES: Record<TripImportOutcome, BadgeTone> = {
  new: 'green',
  update: 'blue',
  unchanged: 'neutral',
  cancel: 'yellow',
  error: 'red',
};

export function OutcomeBadge({ outcome }: { outcome: TripImportOutcome }) {
  return <Badge tone={TONES[outcome]}>{importsCopy.outcomes[outcome]}</Badge>;
}

/** What the row will do, in a line a dispatcher scans: the rider found, the change, the cancellation. */
function whatItDoes(row: TripImportRowAnswer, timeZone: string): string {
  const when = (iso: string | null) => (iso ? clockText(iso, 'jobTime', timeZone) : copy.willCall);
  const held = row.held ? ` · ${copy.held}` : '';
  const review = row.needsReview ? ` · ${copy.review}` : '';
  const v = row.values;
  switch (row.outcome) {
    case 'new':
      return `${copy.rider[row.rider!.match]} · ${when(v!.pickupTime)} · ${LEVEL_OF_SERVICE_LABELS[v!.levelOfService]}${review}`;
    case 'update':
      return row.changes.map((c) => changeText(c, timeZone)).join('; ') + held;
    case 'cancel':
      return `${copy.cancelled}${row.cancelsReturn ? ` ${copy.withReturn}` : ''}${held}`;
    case 'unchanged':
      return row.notice ?? copy.noChange;
    case 'error':
      return copy.errorsIn(Object.keys(row.errors));
  }
}

/** A cell of the file as the broker wrote it; a cell with an error is marked and says why under it. */
function FileCell({ value, error }: { value: string; error: string | undefined }) {
  if (!error) return <span className="whitespace-nowrap">{value}</span>;
  return (
    <span className="grid min-w-40 gap-0.5">
      <span className="justify-self-start rounded bg-red-100 px-1 font-semibold text-red-900 ring-1 ring-red-400">
        {value || '∅'}
      </span>
      <span className="text-xs text-red-800">{error}</span>
    </span>
  );
}

/**
 * The preview as a table: the row number, its outcome and what it does, then the file's own columns, with the
 * cells in error marked. Filtered by outcome; a 2,000-row file draws only the rows in view.
 */
export function ImportRows({ made }: { made: TripImport }) {
  const id = useId();
  const { timeZone } = useCompany();
  const [chosen, setOutcome] = useState<TripImportOutcome | ''>(made.counts.error > 0 ? 'error' : '');
  // The errors shown first are gone once a corrected mapping reads the file again: then every row is shown.
  const outcome = chosen && made.counts[chosen] > 0 ? chosen : '';
  const rows = useMemo(
    () => (outcome ? made.rows.filter((r) => r.outcome === outcome) : made.rows),
    [made.rows, outcome],
  );
  const columns = useMemo<DataColumn<TripImportRowAnswer>[]>(
    () => [
      {
        id: 'row',
        header: copy.columns.row,
        cell: (r) => r.number,
        sortValue: (r) => r.number,
        csv: (r) => String(r.number),
        hideable: false,
      },
      {
        id: 'outcome',
        header: copy.columns.outcome,
        cell: (r) => <OutcomeBadge outcome={r.outcome} />,
        sortValue: (r) => TRIP_IMPORT_OUTCOMES.indexOf(r.outcome),
        csv: (r) => importsCopy.outcomes[r.outcome],
        rowHeader: true,
      },
      {
        id: 'does',
        header: copy.columns.does,
        cell: (r) => (
          <span className={r.outcome === 'error' ? 'block min-w-64 text-red-900' : 'block min-w-64'}>
            {whatItDoes(r, timeZone)}
          </span>
        ),
        csv: (r) => whatItDoes(r, timeZone),
      },
      ...made.headers.map((header): DataColumn<TripImportRowAnswer> => ({
        id: `file:${header}`,
        header,
        cell: (r) => <FileCell value={r.cells[header] ?? ''} error={r.errors[header]} />,
        sortValue: (r) => r.cells[header] ?? '',
        csv: (r) => r.cells[header] ?? '',
      })),
    ],
    [made.headers, timeZone],
  );

  return (
    <div className="grid min-w-0 gap-3">
      <div className="grid gap-1.5 sm:w-72">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {copy.filter}
        </label>
        <Select id={id} value={outcome} onChange={(event) => setOutcome(event.target.value as TripImportOutcome | '')}>
          <option value="">{copy.all(made.rows.length)}</option>
          {TRIP_IMPORT_OUTCOMES.map((o) => (
            <option key={o} value={o} disabled={made.counts[o] === 0}>
              {`${importsCopy.outcomes[o]} (${made.counts[o]})`}
            </option>
          ))}
        </Select>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{copy.noRows}</p>
      ) : (
        <DataTable
          caption={`${copy.caption}: ${made.fileName}`}
          rows={rows}
          columns={columns}
          summary={importsCopy.counts(made.counts)}
        />
      )}
    </div>
  );
}
