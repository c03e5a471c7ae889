import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Invoice } from '@domain/invoice';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { failureToast, useSend } from '@/lib/use-send';
import { useSendInvoice } from '../api/invoice-actions';
import { billingCopy } from '../content';
import { refusalFor } from '../lib/api-reasons';
import { formatDay } from '../lib/billing-display';
import { asSendInput, claimsWithProblems, sendFormSchema, type SendBody, type SendFormValues } from '../lib/send-rule';
import { ClaimProblems } from './claim-problems';

const copy = billingCopy.send;

/**
 * Send invoice: the day it goes out (today unless the clerk says otherwise, never after today nor before the
 * period ends) and, when any claim has problems, the list of them with "Send with these problems", which must be
 * ticked for the send to go (docs/decisions/070-invoices.md). A failed send reads the invoice again (useSendInvoice), so problems found
 * meanwhile appear here, with the tick, while the dialog stays open.
 */
export function SendInvoiceDialog({
  invoice,
  open,
  today,
  onClose,
}: {
  invoice: Invoice;
  open: boolean;
  today: string;
  onClose: () => void;
}) {
  const sendInvoice = useSendInvoice();
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = claimsWithProblems(invoice);
  const form = useForm<SendFormValues, unknown, SendBody>({
    resolver: useConvertingResolver(sendFormSchema, asSendInput),
    defaultValues: {
      sentOn: today,
      acknowledgeProblems: false,
      problemClaims: problems.length,
      periodTo: invoice.periodTo,
    },
  });
  const {
    register,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = form;

  // A new opening starts afresh. The invoice read again while the dialog is open (after a refused send) changes
  // only the count of claims with problems: the day the clerk chose is kept, and the tick is asked for when needed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open) {
      wasOpen.current = false;
      return;
    }
    if (wasOpen.current) {
      setValue('problemClaims', problems.length);
      return;
    }
    wasOpen.current = true;
    reset({ sentOn: today, acknowledgeProblems: false, problemClaims: problems.length, periodTo: invoice.periodTo });
  }, [open, today, problems.length, invoice.periodTo, reset, setValue]);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const sending = useSend({
    run: (body: SendBody) => sendInvoice.mutateAsync({ id: invoice.id, body }),
    succeeded: (sent) => billingCopy.toasts.sent(sent.dueOn ? formatDay(sent.dueOn) : null),
    done: close,
    failed: (error) => {
      // Claims checked again on the server found problems this screen did not show (a trip changed meanwhile).
      const checks = refusalFor(error, 'claim_checks');
      if (!checks) return failureToast(error, billingCopy.toasts.sendFailed);
      setRefusal(checks);
      return null;
    },
    fields: ['sentOn'],
    setError,
  });

  return (
    <RecordFormDialog
      open={open}
      onClose={close}
      title={`${copy.title} ${invoice.number}`}
      description={copy.description}
      form={form}
      sending={sending}
      words={{ cancel: copy.cancel, submit: copy.submit, submitting: copy.submitting }}
    >
      <div className="sm:max-w-60">
        <FormField id="send-sent-on" label={copy.sentOn} error={errors.sentOn?.message}>
          {(field) => <Input type="date" min={invoice.periodTo} max={today} {...field} {...register('sentOn')} />}
        </FormField>
      </div>
      {problems.length > 0 ? (
        <section aria-labelledby="send-problems-heading" className="grid gap-3">
          <div>
            <h3 id="send-problems-heading" className="font-semibold text-amber-950">
              {copy.problemsHeading(problems.length)}
            </h3>
            <p className="text-sm text-muted">{copy.problemsLead}</p>
          </div>
          <ul className="grid gap-2">
            {problems.map((claim) => (
              <li key={claim.id}>
                <ClaimProblems
                  problems={claim.problems}
                  heading={`${claim.riderName} · ${formatDay(claim.serviceDate)}`}
                />
              </li>
            ))}
          </ul>
          <CheckboxField
            id="send-acknowledge"
            label={copy.acknowledge}
            error={errors.acknowledgeProblems?.message}
            {...register('acknowledgeProblems')}
          />
        </section>
      ) : (
        <p className="text-sm text-green-800">{copy.noProblems}</p>
      )}
      {refusal ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950">
          {refusal}
        </p>
      ) : null}
    </RecordFormDialog>
  );
}
