import { useState, type FormEvent } from 'react';
import { AlertTriangle, ClipboardCheck } from 'lucide-react';
import type { DispatchLane } from '@domain/dispatch';
import { INSPECTION_ITEM_LABELS } from '@domain/inspection-items';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { dispatchCopy } from '@/content/dispatch';
import { cn } from '@/lib/cn';
import { useSend } from '@/lib/use-send';
import { useClearInspection } from '../api/clear-inspection';

const copy = dispatchCopy.inspection;

/**
 * A driver's vehicle inspection of the day in their lane (docs/decisions/063-pre-trip-inspection.md): a quiet mark
 * when it passed, a red button when it found a fault, which opens the fault and lets the dispatcher clear it.
 */
export function LaneInspection({
  lane,
  className,
  large = false,
}: {
  lane: Pick<DispatchLane, 'fullName' | 'inspection'>;
  className?: string;
  /** A finger's size, for the phone's lanes. */ large?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const inspection = lane.inspection;
  if (!inspection) return null;
  if (inspection.status !== 'failed') {
    return (
      <span role="img" aria-label={copy.passed(lane.fullName)} title={copy.passed(lane.fullName)} className={className}>
        <ClipboardCheck aria-hidden="true" className={large ? 'size-5 text-green-700' : 'size-3.5 text-green-700'} />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={copy.faultFor(lane.fullName)}
        title={copy.faultFor(lane.fullName)}
        className={cn(
          'inline-flex shrink-0 items-center gap-0.5 rounded bg-red-700 font-semibold text-white hover:bg-red-800',
          large ? 'min-h-11 gap-1 px-3 text-sm' : 'px-1 text-xs',
          className,
        )}
      >
        <AlertTriangle aria-hidden="true" className={large ? 'size-4' : 'size-3'} />
        {copy.fault}
      </button>
      {open ? <ClearDialog lane={lane} id={inspection.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ClearDialog({
  lane,
  id,
  onClose,
}: {
  lane: Pick<DispatchLane, 'fullName' | 'inspection'>;
  id: string;
  onClose: () => void;
}) {
  const inspection = lane.inspection!;
  const [note, setNote] = useState('');
  const clear = useClearInspection();
  const { send, pending, errors } = useSend({
    run: clear.mutateAsync,
    succeeded: copy.cleared(lane.fullName),
    done: onClose,
    failed: { title: copy.failed, description: copy.failed },
    fields: ['note'],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ id, note: note.trim() });
  };
  const faults = inspection.faults.map((item) => INSPECTION_ITEM_LABELS[item]).join(', ');
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={copy.title} description={copy.lead(lane.fullName, faults)} className="max-w-lg">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <dl className="grid gap-2 text-sm">
            {inspection.notes ? (
              <div>
                <dt className="font-semibold text-muted">{copy.notes}</dt>
                <dd className="wrap-anywhere whitespace-pre-line text-ink">{inspection.notes}</dd>
              </div>
            ) : null}
            <div>
              <dt className="font-semibold text-muted">{copy.odometer}</dt>
              <dd className="text-ink tabular-nums">{inspection.odometer.toLocaleString('en-US')}</dd>
            </div>
          </dl>
          <FormField id="clear-note" label={copy.clearNote} hint={copy.clearHint} error={errors.note}>
            {(control) => (
              <Textarea {...control} rows={3} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? copy.clearing : copy.clear}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
