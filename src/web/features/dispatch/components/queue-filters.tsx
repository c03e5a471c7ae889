import { LEVEL_OF_SERVICE_LABELS, LEVELS_OF_SERVICE, type LevelOfService } from '@domain/level-of-service';
import { Button } from '@/components/ui/button';
import { dispatchCopy } from '@/content/dispatch';
import { isFiltered, NO_FILTER, PARTS_OF_DAY, type PartOfDay, type QueueFilter } from '../lib/queue-filter';

const copy = dispatchCopy.queueFilter;
const selectClasses =
  'min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600';

/** The queue's filters in one row: late or at risk, a level, a time of day (docs/decisions/051-day-board.md). */
export function QueueFilters({ filter, onChange }: { filter: QueueFilter; onChange: (next: QueueFilter) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
      <legend className="sr-only">{copy.legend}</legend>
      <label className="inline-flex min-h-11 items-center gap-1.5">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={filter.late}
          onChange={(event) => onChange({ ...filter, late: event.currentTarget.checked })}
        />
        {copy.late}
      </label>
      <select
        aria-label={copy.level}
        className={selectClasses}
        value={filter.level ?? ''}
        onChange={(event) =>
          onChange({ ...filter, level: (event.currentTarget.value || null) as LevelOfService | null })
        }
      >
        <option value="">{copy.anyLevel}</option>
        {LEVELS_OF_SERVICE.map((level) => (
          <option key={level} value={level}>
            {LEVEL_OF_SERVICE_LABELS[level]}
          </option>
        ))}
      </select>
      <select
        aria-label={copy.part}
        className={selectClasses}
        value={filter.part ?? ''}
        onChange={(event) => onChange({ ...filter, part: (event.currentTarget.value || null) as PartOfDay | null })}
      >
        <option value="">{copy.anyTime}</option>
        {PARTS_OF_DAY.map((part) => (
          <option key={part} value={part}>
            {copy.parts[part]}
          </option>
        ))}
      </select>
      {isFiltered(filter) ? (
        <Button variant="ghost" onClick={() => onChange(NO_FILTER)}>
          {copy.clear}
        </Button>
      ) : null}
    </fieldset>
  );
}
