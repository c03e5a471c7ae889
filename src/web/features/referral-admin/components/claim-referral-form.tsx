import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { referralReference } from '@domain/referral';
import { referralClaimSchema } from '@domain/referral-claim';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dashboardText } from '@/content/dashboard';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { failureToast, useSend } from '@/lib/use-send';
import { useClaimReferral } from '../api/claim-referral';

type ClaimValues = z.input<typeof referralClaimSchema>;
type ClaimOutput = z.output<typeof referralClaimSchema>;
const text = dashboardText.referrals.claim;

/**
 * A referral the partner sent before signing in joins their referrals by the reference on its confirmation
 * (docs/decisions/080-visitor-referrals-reach-the-partner.md): the email alone is not enough, accounts' emails are
 * not verified.
 */
export function ClaimReferralForm({ className }: { className?: string }) {
  const claim = useClaimReferral();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ClaimValues, unknown, ClaimOutput>({
    resolver: zodResolver(referralClaimSchema),
    defaultValues: { reference: '' },
  });

  const sending = useSend({
    run: (input: ClaimOutput) => claim.mutateAsync(input),
    succeeded: (referral) => text.added(referralReference(referral.id)),
    done: () => reset({ reference: '' }),
    // A reference that is not theirs is told under the field; anything else as a toast.
    failed: (error) =>
      error instanceof ApiError && error.fieldErrors.reference
        ? null
        : failureToast(error, { ...text.failed, reason: 'instead' }),
    fields: ['reference'],
    setError,
  });
  // Not awaited: the form emptied on success must not be marked submitted after it, or it would check as it is typed.
  const onSubmit = handleSubmit((input) => void sending.send(input));

  return (
    <section
      aria-labelledby="claim-referral-heading"
      className={cn('rounded-lg border border-slate-200 bg-white p-4 sm:p-5', className)}
    >
      <h2 id="claim-referral-heading" className="text-base font-semibold text-ink">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.lead}</p>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-64">
          <FormField id="claim-reference" label={text.reference} error={errors.reference?.message}>
            {(control) => (
              <Input {...control} autoComplete="off" placeholder="REF-1A2B3C4D" {...register('reference')} />
            )}
          </FormField>
        </div>
        <Button type="submit" disabled={sending.pending} className="sm:mt-7">
          {sending.pending ? text.sending : text.submit}
        </Button>
      </form>
    </section>
  );
}
