import { useState, type FormEvent } from 'react';
import type { DispatchLane } from '@domain/dispatch';
import { INSPECTION_ITEM_LABELS } from '@domain/inspection-items';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { dispatchCopy } from '@/content/dispatch';
import { useSend } from '@/lib/use-send';
import { useClearInspection } from '../api/clear-inspection';

const copy = dispatchCopy.inspection;

/** A failed inspection's faults and the dispatcher's note that clears it (docs/decisions/063-pre-trip-inspection.md). */
export function ClearInspectionDialog({
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
