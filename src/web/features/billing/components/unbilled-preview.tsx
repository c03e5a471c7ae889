import { centsOf, formatDollars } from '@domain/money';
import { cn } from '@/lib/cn';
import { billingCopy } from '../content';
import { useUnbilled, type UnbilledPeriod } from '../api/get-unbilled';

const copy = billingCopy.build;

/**
 * The build dialog's live line, "3 trips, $412.50 to bill": what a build would bill now for the payer and period
 * chosen, asked of the server each time they change, so the clerk sees an empty period before pressing Build.
 */
export function UnbilledPreview({ period }: { period: UnbilledPeriod | null }) {
  const unbilled = useUnbilled(period);
  let text: string = copy.previewIdle;
  let tone = 'text-muted';
  if (period && unbilled.isPending) text = copy.previewLoading;
  else if (period && unbilled.isError) {
    text = copy.previewFailed;
    tone = 'text-red-900';
  } else if (period && unbilled.data) {
    const { claimCount, total } = unbilled.data;
    text = claimCount === 0 ? copy.previewNone : copy.preview(claimCount, formatDollars(centsOf(total)));
    tone = claimCount === 0 ? 'text-amber-900' : 'font-semibold text-brand-900';
  }
  return (
    <section
      aria-labelledby="unbilled-preview-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <h3 id="unbilled-preview-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {copy.previewHeading}
      </h3>
      {/* Polite: the line changes as the clerk picks a payer or a day, and is read once it settles. */}
      <p aria-live="polite" className={cn('mt-1', tone)}>
        {text}
      </p>
    </section>
  );
}
