import { useState } from 'react';
import type { ShiftExceptionRecord } from '@domain/availability';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { availabilityCopy as copy } from '@/content/availability';
import { wallTimeText } from '@/lib/company-clock';
import { formatCalendarDate } from '@/lib/dates';

/** A dated change as the editor holds it: an approved one from the record, or one just added. */
export type Change = Pick<ShiftExceptionRecord, 'date' | 'kind' | 'start' | 'end' | 'note'> &
  Partial<Pick<ShiftExceptionRecord, 'status'>>;

/** "Monday, December 7, 2026 · Changed hours 9:00 AM–1:00 PM · School run" */
function Line({ change }: { change: Change }) {
  const hours = change.kind === 'shift' && change.start && change.end;
  return (
    <span>
      <span className="font-semibold">{formatCalendarDate(change.date)}</span> · {copy.kinds[change.kind]}
      {hours ? ` ${wallTimeText(change.start!)}–${wallTimeText(change.end!)}` : ''}
      {change.note ? <span className="text-muted"> · {change.note}</span> : null}
    </span>
  );
}

export function ChangeRows({ changes, onRemove }: { changes: Change[]; onRemove: (date: string) => void }) {
  if (changes.length === 0) return <p className="text-sm text-muted">{copy.noChanges}</p>;
  return (
    <ul className="grid gap-1">
      {changes.map((change) => (
        <li key={change.date} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Line change={change} />
          <Button type="button" variant="ghost" onClick={() => onRemove(change.date)}>
            {copy.remove}
            <span className="sr-only"> {formatCalendarDate(change.date)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
ChangeRows.Line = Line;

/** Adds one change to the list; the list is saved with the week. */
export function ChangeForm({
  idPrefix,
  taken,
  onAdd,
  submit = copy.addChange,
  pending = false,
  serverErrors = {},
}: {
  idPrefix: string;
  taken: readonly string[];
  /** Resolves true when the change was taken, and the form empties. */
  onAdd: (change: Change) => boolean | Promise<boolean>;
  submit?: string;
  pending?: boolean;
  serverErrors?: { date?: string };
}) {
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<'off' | 'shift'>('off');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ date?: string; end?: string }>({});
  const id = (part: string) => `${idPrefix}-${part}`;

  const add = async () => {
    const found: typeof errors = {};
    if (!date) found.date = copy.enterDate;
    else if (taken.includes(date)) found.date = copy.oneChangePerDate;
    if (kind === 'shift' && (!start || !end)) found.end = copy.enterHours;
    else if (kind === 'shift' && !(end > start)) found.end = copy.endAfterStart;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const accepted = await onAdd({
      date,
      kind,
      start: kind === 'shift' ? start : null,
      end: kind === 'shift' ? end : null,
      note: note.trim() || null,
    });
    if (!accepted) return;
    setDate('');
    setNote('');
  };

  return (
    <div className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[11rem_10rem_7rem_7rem_1fr]">
      {/* A date input needs the phone's whole width: its picker's icon would otherwise sit over the next field. */}
      <div className="col-span-2 sm:col-span-1">
        <FormField id={id('date')} label={copy.date} error={errors.date ?? serverErrors.date}>
          {(control) => (
            <Input {...control} type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          )}
        </FormField>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <FormField id={id('kind')} label={copy.kind}>
          {(control) => (
            <Select {...control} value={kind} onChange={(e) => setKind(e.currentTarget.value as 'off' | 'shift')}>
              <option value="off">{copy.kinds.off}</option>
              <option value="shift">{copy.kinds.shift}</option>
            </Select>
          )}
        </FormField>
      </div>
      {kind === 'shift' ? (
        <>
          <FormField id={id('start')} label={copy.changeStart}>
            {(control) => (
              <Input {...control} type="time" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
            )}
          </FormField>
          <FormField id={id('end')} label={copy.changeEnd} error={errors.end}>
            {(control) => (
              <Input {...control} type="time" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
            )}
          </FormField>
        </>
      ) : null}
      <div className="col-span-2 sm:col-span-1">
        <FormField id={id('note')} label={copy.note}>
          {(control) => (
            <Input {...control} maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          )}
        </FormField>
      </div>
      <div className="col-span-2 sm:col-span-5">
        <Button type="button" variant="secondary" disabled={pending} onClick={() => void add()}>
          {submit}
        </Button>
      </div>
    </div>
  );
}
