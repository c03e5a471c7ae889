import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobListItem } from '@domain/job';
import type { CancelReason, CancelRequester } from '@domain/trip';
import { CancelWhyFields } from '@/components/cancel-why-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { jobsCopy } from '@/content/jobs';
import { invalidateAfterJobChange } from '@/lib/query-keys';
import { assignDriver } from '../api/assign-driver';
import { useAssignableDrivers } from '../api/get-assignable-drivers';
import { cancelJob } from '../api/trip-actions';
import { eachJob, type EachJobOutcome } from '../lib/each-job';
import { downloadJobsCsv } from '../lib/jobs-csv';

const copy = jobsCopy.bulk;

interface BulkActionsProps {
  /** The chosen jobs, in the table's order. */
  chosen: JobListItem[];
  shown: number;
  onChooseAll: () => void;
  onClear: () => void;
}

function report(outcome: EachJobOutcome, verb: string) {
  const title = outcome.refused.length === 0 ? copy.doneTitle : outcome.done === 0 ? copy.noneTitle : copy.partlyTitle;
  toast({
    title,
    description: copy.summary(outcome.done, verb, outcome.refused),
    ...(outcome.refused.length ? { variant: 'destructive' as const } : {}),
  });
}

/** Assign, cancel or export the jobs chosen in the table, each job judged by the server on its own. */
export function BulkActions({ chosen, shown, onChooseAll, onClear }: BulkActionsProps) {
  const queryClient = useQueryClient();
  const drivers = useAssignableDrivers({ enabled: chosen.length > 0 });
  const [driverId, setDriverId] = useState('');
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const ids = chosen.map((job) => job.id);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const assign = () =>
    run(async () => {
      const target = driverId === 'queue' ? null : driverId;
      const outcome = await eachJob(
        ids,
        (id) => assignDriver(id, target, chosen.find((j) => j.id === id)!.assignedDriverId),
        copy.noConnection,
      );
      await invalidateAfterJobChange(queryClient);
      report(outcome, copy.assigned);
      if (outcome.refused.length === 0) onClear();
    });

  const exportCsv = () => run(() => downloadJobsCsv(ids));

  if (chosen.length === 0) return null;
  return (
    <section
      aria-label={copy.region}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3"
    >
      <p className="self-center text-sm font-semibold text-ink" aria-live="polite">
        {copy.chosen(chosen.length)}
      </p>
      {chosen.length < shown ? (
        <Button variant="secondary" onClick={onChooseAll}>
          {copy.chooseAll(shown)}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onClear}>
        {copy.clear}
      </Button>
      <div className="flex flex-wrap items-end gap-2">
        <FormField id="bulk-driver" label={copy.driver}>
          {(control) => (
            <Select {...control} value={driverId} onChange={(event) => setDriverId(event.currentTarget.value)}>
              <option value="">{copy.pickDriver}</option>
              <option value="queue">{copy.unassign}</option>
              {drivers.data?.map((driver) => (
                <option key={driver.id} value={driver.id}>
                  {driver.fullName}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button disabled={busy || !driverId} onClick={() => void assign()}>
          {busy ? copy.working : copy.assign}
        </Button>
      </div>
      <Button variant="destructive" disabled={busy} onClick={() => setCancelling(true)}>
        {copy.cancel}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
        {copy.exportCsv}
      </Button>
      <BulkCancelDialog open={cancelling} chosen={chosen} onClose={() => setCancelling(false)} onDone={onClear} />
    </section>
  );
}

/** One reason and who asked, for every chosen trip; a return whose way there is chosen too goes with it. */
function BulkCancelDialog({
  open,
  chosen,
  onClose,
  onDone,
}: {
  open: boolean;
  chosen: JobListItem[];
  onClose: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [requestedBy, setRequestedBy] = useState<CancelRequester | ''>('');
  const [busy, setBusy] = useState(false);
  const outbound = new Set(chosen.filter((j) => j.leg === 'outbound').map((j) => j.id));
  const calls = chosen.filter((j) => !(j.returnOfJobId && outbound.has(j.returnOfJobId))).map((j) => j.id);

  const confirm = async () => {
    if (!reason || !requestedBy) return;
    setBusy(true);
    const outcome = await eachJob(
      calls,
      (id) => cancelJob({ id, body: { reason, requestedBy, cancelReturn: true } }),
      copy.noConnection,
    );
    await invalidateAfterJobChange(queryClient);
    setBusy(false);
    report(outcome, copy.cancelled);
    onClose();
    if (outcome.refused.length === 0) onDone();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      {open ? (
        <DialogContent title={copy.cancelTitle} description={copy.cancelLead(chosen.length)}>
          <div className="grid gap-4">
            <CancelWhyFields
              idPrefix="bulk-cancel"
              reason={{ value: reason, onChange: (event) => setReason(event.currentTarget.value as CancelReason) }}
              requestedBy={{
                value: requestedBy,
                onChange: (event) => setRequestedBy(event.currentTarget.value as CancelRequester),
              }}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={busy}>
                  {copy.keep}
                </Button>
              </DialogClose>
              <Button variant="destructive" disabled={busy || !reason || !requestedBy} onClick={() => void confirm()}>
                {busy ? copy.working : copy.confirmCancel}
              </Button>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
