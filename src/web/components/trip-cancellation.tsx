import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cancelJobSchema, cancellationTiming } from '@domain/trip';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { DialogClose } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { CancelWhyFields } from '@/components/cancel-why-fields';
import { Textarea } from '@/components/ui/textarea';
import { cancellationCopy as copy } from '@/content/cancellation';
import { useCompany } from '@/lib/company-profile';
import { useTripPolicy } from '@/lib/policies';
import { useSend } from '@/lib/use-send';

type CancelForm = z.input<typeof cancelJobSchema>;
export type CancelTripBody = z.output<typeof cancelJobSchema>;

interface CancelTripFormProps {
  idPrefix: string;
  pickupTime: string | null;
  /** Whether the trip has a return to offer cancelling too; the return goes only when this is so and it is ticked. */
  hasReturn: boolean;
  /** POST /api/jobs/{id}/cancel through the feature's own mutation, which refreshes what the feature shows. */
  cancel: (body: CancelTripBody) => Promise<unknown>;
  pending: boolean;
  /** The words that name what is cancelled (a leg, a trip); the rest are the shared cancellation words. */
  words: { keep: string; confirm: string; done: string; failed: string };
  /** The form's accessible name, where no dialog title names it. */
  label?: string;
  /** A line above the fields, where no dialog description says it. */
  lead?: string;
  /** Where Keep goes back to; without it Keep closes the dialog the form is in. */
  onBack?: () => void;
  onDone: () => void;
}

/**
 * Cancelling one trip (docs/decisions/047-legs-returns-cancellations.md): a late or same-day warning, why, who asked,
 * a note, and for an outbound leg with a return, the return too (the server's own rule: only when asked).
 */
export function CancelTripForm({
  idPrefix,
  pickupTime,
  hasReturn,
  cancel,
  pending,
  words,
  label,
  lead,
  onBack,
  onDone,
}: CancelTripFormProps) {
  const company = useCompany();
  const policy = useTripPolicy();
  // Judged at the moment the form opened, so the warning does not flicker as the clock moves.
  const [openedAt] = useState(() => new Date());
  const timing = cancellationTiming(pickupTime ? new Date(pickupTime) : null, openedAt, company.timeZone, policy);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelForm, unknown, CancelTripBody>({
    resolver: zodResolver(cancelJobSchema),
    defaultValues: { reason: undefined, requestedBy: undefined, note: '', cancelReturn: true },
  });

  const sending = useSend({
    run: (body: CancelTripBody) => cancel({ ...body, cancelReturn: hasReturn && body.cancelReturn }),
    succeeded: { title: words.done },
    done: onDone,
    failed: { title: words.failed, description: copy.failedLead },
    fields: ['reason', 'requestedBy', 'note'],
    setError,
  });

  const keep = (
    <Button variant="secondary" onClick={onBack}>
      {words.keep}
    </Button>
  );
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={label}
      onSubmit={(event) => void handleSubmit(sending.send)(event)}
    >
      {lead ? <p className="text-sm text-muted">{lead}</p> : null}
      {timing.late ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          role="note"
        >
          {timing.sameDay ? copy.sameDay : copy.late(policy.lateCancellationHours)}
        </p>
      ) : null}
      <CancelWhyFields
        idPrefix={idPrefix}
        reason={{ ...register('reason'), defaultValue: '' }}
        requestedBy={{ ...register('requestedBy'), defaultValue: '' }}
        errors={{ reason: errors.reason?.message, requestedBy: errors.requestedBy?.message }}
      />
      <FormField id={`${idPrefix}-note`} label={copy.note} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={2} {...register('note')} />}
      </FormField>
      {hasReturn ? (
        <CheckboxField id={`${idPrefix}-return`} label={copy.alsoReturn} {...register('cancelReturn')} />
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onBack ? keep : <DialogClose asChild>{keep}</DialogClose>}
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? copy.cancelling : words.confirm}
        </Button>
      </div>
    </form>
  );
}
