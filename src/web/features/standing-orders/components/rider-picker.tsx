import { useId } from 'react';
import { UserRoundCheck } from 'lucide-react';
import type { Rider } from '@domain/rider';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { standingOrdersCopy } from '@/content/standing-orders';
import { useRiderPickerSearch } from '@/lib/rider-search';

const copy = standingOrdersCopy.form;

interface RiderPickerProps {
  riderId: string;
  riderLabel: string;
  error?: string | undefined;
  onChoose: (rider: Rider) => void;
  onChange: () => void;
}

/** A standing order is always for a rider on file: found by part of the name or the phone's digits. */
export function RiderPicker({ riderId, riderLabel, error, onChoose, onChange }: RiderPickerProps) {
  const { query, setQuery, ready, search, riders } = useRiderPickerSearch(Boolean(riderId));
  const resultsId = useId();

  if (riderId) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <UserRoundCheck aria-hidden="true" className="size-5" />
          {riderLabel}
        </p>
        <Button variant="secondary" onClick={onChange}>
          {copy.riderChange}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <FormField id="order-rider" label={copy.riderSearch} error={error}>
        {(control) => (
          <Input
            {...control}
            type="search"
            autoComplete="off"
            aria-controls={resultsId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </FormField>
      <div id={resultsId} aria-live="polite">
        {ready ? (
          search.isFetching && riders.length === 0 ? (
            <p className="text-sm text-muted">{copy.riderSearching}</p>
          ) : riders.length === 0 ? (
            <p className="text-sm text-muted">{copy.riderNone}</p>
          ) : (
            <ul className="grid gap-1">
              {riders.map((rider) => (
                <li key={rider.id}>
                  <button
                    type="button"
                    className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    aria-label={copy.riderChoose(rider.fullName)}
                    onClick={() => onChoose(rider)}
                  >
                    <span className="font-medium text-ink">{rider.fullName}</span>
                    <span className="text-sm text-muted">{rider.phone}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
