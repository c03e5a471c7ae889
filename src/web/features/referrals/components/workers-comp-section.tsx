import { WorkersCompFields } from '@/components/ui/workers-comp-fields';
import { referralPage } from '@/content/referral-page';
import type { ReferralFieldsProps } from './referral-field';

/**
 * Asked only when the transport type is workers' compensation: the carrier pays for the trips its adjuster
 * authorized, so the claim and the authorization come with the referral (docs/decisions/069-authorizations.md).
 */
export function WorkersCompSection({ register, errors }: ReferralFieldsProps) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2" aria-describedby="referral-workers-comp-hint">
      <legend className="mb-4 w-full border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">
        {referralPage.form.sections.workersComp}
      </legend>
      <p id="referral-workers-comp-hint" className="text-sm text-muted sm:col-span-2">
        {referralPage.form.workersCompHint}
      </p>
      <WorkersCompFields prefix="workersComp" idPrefix="referral-workers-comp" register={register} errors={errors} />
    </fieldset>
  );
}
