import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { UserRoundCheck } from 'lucide-react';
import type { Rider } from '@domain/rider';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { jobsCopy } from '@/content/jobs';
import { formatCalendarDate } from '@/lib/dates';
import { useRiderPickerSearch } from '@/lib/rider-search';
import type { JobFormValues } from '../lib/job-form-values';

const { labels, rider: copy } = jobsCopy.form;

interface RiderFieldsProps {
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  riderId: string;
  riderLabel: string;
  onChoose: (rider: Rider) => void;
  onUnlink: () => void;
}

/**
 * Who rides (docs/decisions/045-levels-and-places-on-forms.md): a rider on file, found by name or phone, or for a
 * new rider the date of birth, with which the server finds or makes the rider record from the patient's name.
 */
export function RiderFields({ register, errors, riderId, riderLabel, onChoose, onUnlink }: RiderFieldsProps) {
  // One search once the typing pauses, not one per key.
  const { query, setQuery, ready: searching, search, riders } = useRiderPickerSearch(Boolean(riderId));
  const resultsId = useId();

  if (riderId) {
    return (
      <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-brand-900">{copy.legend}</legend>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <UserRoundCheck aria-hidden="true" className="size-4 text-green-700" />
          <span>{riderLabel ? copy.linked(riderLabel) : copy.linkedOnFile}</span>
          <Button variant="ghost" className="min-h-9 px-2 text-sm" onClick={onUnlink}>
            {copy.unlink}
          </Button>
        </p>
        {errors.riderId?.message ? <p className="text-sm font-medium text-danger">{errors.riderId.message}</p> : null}
      </fieldset>
    );
  }

  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-brand-900">{copy.legend}</legend>
      <div className="grid content-start gap-2">
        <FormField id="job-rider-search" label={labels.riderSearch} hint={copy.searchHint}>
          {(control) => (
            <Input
              {...control}
              type="search"
              autoComplete="off"
              placeholder={copy.searchPlaceholder}
              aria-controls={resultsId}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </FormField>
        <div id={resultsId} aria-live="polite" className="text-sm">
          {!searching ? null : search.isError ? (
            <p className="text-muted">{copy.searchFailed}</p>
          ) : search.isLoading ? (
            <p className="text-muted">{copy.searching}</p>
          ) : riders.length ? (
            <ul className="grid gap-1">
              {riders.map((rider) => (
                <li key={rider.id}>
                  <Button
                    variant="secondary"
                    className="w-full justify-start text-left"
                    onClick={() => onChoose(rider)}
                  >
                    {copy.choose(rider.fullName, formatCalendarDate(rider.dateOfBirth))}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{copy.noMatch}</p>
          )}
        </div>
      </div>
      <FormField id="job-patientDob" label={labels.patientDob} hint={copy.dobHint} error={errors.patientDob?.message}>
        {(control) => (
          <Input type="date" autoComplete="off" min="1900-01-01" {...control} {...register('patientDob')} />
        )}
      </FormField>
    </fieldset>
  );
}
