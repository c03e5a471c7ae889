import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Claim } from '@domain/claim-answer';
import { FIX_TARGET_LABELS, type FixTarget } from '@domain/claim-answer-words';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useSend } from '@/lib/use-send';
import { useCorrectClaim } from '../api/claim-answers';
import { billingCopy } from '../content';
import { dollars, formatDay } from '../lib/billing-display';
import { ClaimReasons } from './claim-reasons';
import { ClaimStatusBadge } from './claim-status-badge';

const copy = billingCopy.answers;

/** Where each fix is made: the trip on the jobs board, the rider's page (with their authorizations), the payer. */
function fixHref(claim: Claim, target: FixTarget): string | null {
  if (target === 'trip') return `/jobs?date=${claim.serviceDate}&job=${encodeURIComponent(claim.jobId)}`;
  if (target === 'rider' || target === 'authorization')
    return claim.riderId ? `/riders/${encodeURIComponent(claim.riderId)}` : null;
  if (target === 'payer') return `/payers/${encodeURIComponent(claim.payerId)}`;
  return null;
}

export const correctedFileHref = (claim: Claim) =>
  `/api/invoices/${encodeURIComponent(claim.invoiceId)}/claims/${encodeURIComponent(claim.id)}/corrected.837p`;

/** A claim as the worklist shows it: who and when, its status and money, the reasons in words, where to fix them. */
export function DenialCard({ claim }: { claim: Claim }) {
  const correct = useCorrectClaim();
  // The claim checks may still find problems: the clerk then sees them and may send anyway (a paper they hold).
  const [problems, setProblems] = useState<string | null>(null);
  const sending = useSend({
    run: (acknowledgeProblems: boolean) => correct.mutateAsync({ id: claim.id, acknowledgeProblems }),
    succeeded: billingCopy.toasts.corrected,
    done: () => setProblems(null),
    failed: (error) => {
      if (error instanceof ApiError && error.body?.reasons?.includes('claim_checks')) {
        setProblems(error.serverMessage ?? null);
        return null;
      }
      return {
        title: billingCopy.toasts.correctFailed.title,
        description:
          error instanceof ApiError ? (error.serverMessage ?? '') : billingCopy.toasts.correctFailed.description,
      };
    },
  });
  const corrected = claim.status === 'corrected';
  const headingId = `claim-${claim.id}`;
  return (
    <article aria-labelledby={headingId}>
      <Card className="grid h-full gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold wrap-anywhere text-brand-900">
              {claim.riderName} <span className="font-normal text-muted">· {formatDay(claim.serviceDate)}</span>
            </h3>
            <p className="text-sm text-muted">
              <Link
                href={`/billing/invoices/${claim.invoiceId}`}
                className="text-brand-800 underline underline-offset-4"
              >
                {copy.invoiceLink(claim.invoiceNumber)}
              </Link>{' '}
              · {claim.payerName} · {copy.paidOf(dollars(claim.paid), dollars(claim.total))}
              {claim.payerClaimNumber ? ` · ${copy.payerClaim(claim.payerClaimNumber)}` : ''}
            </p>
          </div>
          <ClaimStatusBadge status={claim.status} />
        </div>
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold text-ink">{copy.reasons}</h4>
          <ClaimReasons reasons={claim.reasons} />
        </div>
        {claim.fix.length > 0 && !corrected ? (
          <div className="grid gap-1">
            <h4 className="text-sm font-semibold text-ink">{copy.whereToFix}</h4>
            <ul className="grid gap-1 text-sm">
              {claim.fix.map((target) => {
                const href = fixHref(claim, target);
                return (
                  <li key={target}>
                    {href ? (
                      <Link href={href} className="text-brand-800 underline underline-offset-4">
                        {FIX_TARGET_LABELS[target]}
                      </Link>
                    ) : (
                      <span>
                        {FIX_TARGET_LABELS[target]}
                        {target === 'company' ? ` (${copy.companySettings})` : ''}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <p className="text-sm text-muted">{copy.frequency(claim.frequency, claim.payerClaimNumber)}</p>
        {problems ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {problems}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {corrected ? (
            <a
              href={correctedFileHref(claim)}
              download
              className={`${buttonClasses({ variant: 'secondary' })} w-full sm:w-auto`}
            >
              <Download aria-hidden="true" className="size-4" />
              {copy.downloadCorrected}
            </a>
          ) : (
            <Button
              onClick={() => void sending.send(problems !== null)}
              disabled={sending.pending}
              className="w-full sm:w-auto"
            >
              {sending.pending ? copy.sendingCorrected : problems ? copy.sendAnyway : copy.sendCorrected}
            </Button>
          )}
        </div>
      </Card>
    </article>
  );
}
