import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { holidaySchema } from '@domain/standing-order';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { standingOrdersCopy } from '@/content/standing-orders';
import { failureDescription } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { formatCalendarDate, formatMoment } from '@/lib/dates';
import { useSend } from '@/lib/use-send';
import { useAddHoliday, useGenerationRuns, useHolidays, useRemoveHoliday, useRunGeneration } from '../api/generation';

const { holidays: holidayCopy, runs: runCopy, form } = standingOrdersCopy;

/** The company's holidays: a date and a name; no standing-order trip is made on them. */
export function HolidaysPanel() {
  const holidays = useHolidays();
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const [draft, setDraft] = useState({ date: '', name: '' });
  const { send, pending, errors, setErrors } = useSend({
    run: add.mutateAsync,
    succeeded: { title: holidayCopy.added },
    done: () => setDraft({ date: '', name: '' }),
    failed: { title: holidayCopy.failed, description: form.failedLead },
    fields: ['date', 'name'],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = holidaySchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    void send(parsed.data);
  };

  return (
    <Card className="grid content-start gap-4 p-4 sm:p-5">
      <div>
        <h2 className="text-lg font-semibold text-brand-900">{holidayCopy.heading}</h2>
        <p className="text-sm text-muted">{holidayCopy.lead}</p>
      </div>
      <form noValidate className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end" onSubmit={submit}>
        <FormField id="holiday-date" label={holidayCopy.date} error={errors.date}>
          {(c) => (
            <Input
              {...c}
              type="date"
              value={draft.date}
              onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="holiday-name" label={holidayCopy.name} error={errors.name}>
          {(c) => (
            <Input {...c} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={pending}>
          {holidayCopy.add}
        </Button>
      </form>
      {holidays.data?.length ? (
        <ul className="divide-y divide-slate-200" aria-label={holidayCopy.heading}>
          {holidays.data.map((holiday) => (
            <li key={holiday.date} className="flex items-center justify-between gap-3 py-1">
              <span className="text-sm text-ink">
                <span className="font-medium">{formatCalendarDate(holiday.date)}</span> · {holiday.name}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="text-red-700 hover:bg-red-50"
                aria-label={holidayCopy.remove(holiday.name)}
                disabled={remove.isPending}
                onClick={() => remove.mutate(holiday.date)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{holidayCopy.none}</p>
      )}
    </Card>
  );
}

/** The generation runs, latest first, and a way to run one now. */
export function RunsPanel() {
  const company = useCompany();
  const runs = useGenerationRuns();
  const runNow = useRunGeneration();
  const run = () =>
    runNow.mutate(undefined, {
      onSuccess: (done) => toast({ title: done ? runCopy.ran(done.jobsCreated) : runCopy.busy }),
      onError: (error) =>
        toast({
          title: runCopy.failedRun,
          description: failureDescription(error, form.failedLead),
          variant: 'destructive',
        }),
    });
  return (
    <Card className="grid content-start gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-brand-900">{runCopy.heading}</h2>
          <p className="text-sm text-muted">{runCopy.lead}</p>
        </div>
        <Button variant="secondary" disabled={runNow.isPending} onClick={run}>
          {runCopy.runNow}
        </Button>
      </div>
      {runs.data?.length ? (
        <ul className="divide-y divide-slate-200 text-sm" aria-label={runCopy.heading}>
          {runs.data.slice(0, 8).map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span className="text-ink">
                {formatMoment(entry.startedAt, company.timeZone)} · {runCopy.triggers[entry.trigger]}
              </span>
              <span className={entry.error ? 'font-medium text-danger' : 'text-muted'}>
                {entry.error
                  ? `${runCopy.failedRun}: ${entry.error}`
                  : runCopy.made(entry.jobsCreated, entry.ordersSeen)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{runCopy.none}</p>
      )}
    </Card>
  );
}
