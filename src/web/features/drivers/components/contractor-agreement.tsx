import { driverAgreement } from '@/content/driver-agreement';
import { AgreementSections } from '@/components/agreement/agreement-sections';

/**
 * docs/product/screens-and-routes.md: the full agreement in a scrolling box. It is a focusable region so keyboard
 * users can scroll it too (axe: scrollable-region-focusable).
 */
export function ContractorAgreement({ id = 'contractor-agreement' }: { id?: string }) {
  return (
    <div
      id={id}
      role="region"
      // A scrollable box must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={driverAgreement.title}
      className="max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm leading-relaxed text-ink sm:max-h-96 sm:p-5"
    >
      <h3 className="text-base font-bold text-brand-900">{driverAgreement.title}</h3>
      <div className="mt-2 grid gap-4">
        <AgreementSections headingLevel="h4" forApplicant />
      </div>
    </div>
  );
}
