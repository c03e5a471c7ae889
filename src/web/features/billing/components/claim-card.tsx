import { Download } from 'lucide-react';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import type { InvoiceClaim } from '@domain/invoice';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { billingCopy } from '../content';
import { dollars, formatDay } from '../lib/billing-display';
import { ClaimProblems } from './claim-problems';
import { ClaimReasons } from './claim-reasons';
import { ClaimStatusBadge } from './claim-status-badge';

const copy = billingCopy.claims;
const columns = copy.columns;
const answers = billingCopy.answers;

interface ClaimCardProps {
  invoiceId: string;
  claim: InvoiceClaim;
  /** The claim's CMS-1500 may be downloaded: the invoice has been sent (see hasClaimFiles). */
  claimFiles: boolean;
  /** Set on a draft: the claim may be taken off. */
  onRemove?: () => void;
  /** This claim is being taken off now. */
  removing: boolean;
  /** Any change to the invoice is on its way. */
  disabled: boolean;
}

/** One trip as billed: who, when, where, the charge lines and the problems the payer may refuse it for. */
export function ClaimCard({ invoiceId, claim, claimFiles, onRemove, removing, disabled }: ClaimCardProps) {
  const day = formatDay(claim.serviceDate);
  const memberLine = claim.claimNumber
    ? `${copy.claimNumber} ${claim.claimNumber} · ${copy.authorization} ${claim.authorizationNumber ?? copy.noAuthorization}`
    : claim.memberId
      ? `${copy.member} ${claim.memberId}`
      : null;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold wrap-anywhere text-brand-900">
            {claim.riderName} <span className="font-normal text-muted">· {day}</span>
          </h3>
          {memberLine ? <p className="text-sm wrap-anywhere text-ink">{memberLine}</p> : null}
          {claim.status !== 'draft' ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <ClaimStatusBadge status={claim.status} />
              {answers.paidOf(dollars(claim.paid), dollars(claim.total))}
              {claim.payerClaimNumber ? ` · ${answers.payerClaim(claim.payerClaimNumber)}` : ''}
            </p>
          ) : null}
        </div>
        <p className="text-right">
          <span className="block text-xs tracking-wide text-muted uppercase">{copy.total}</span>
          <span className="text-lg font-semibold tabular-nums">{dollars(claim.total)}</span>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">{copy.level}</dt>
        <dd>{LEVEL_OF_SERVICE_LABELS[claim.levelOfService]}</dd>
        <dt className="text-muted">{copy.route}</dt>
        <dd className="wrap-anywhere">
          {claim.pickupAddress} → {claim.dropoffAddress}
        </dd>
        <dt className="text-muted">{copy.driver}</dt>
        <dd>{claim.driverName ?? copy.noDriver}</dd>
      </dl>
      <ClaimProblems problems={claim.problems} heading={copy.problemsHeading(claim.problems.length)} />
      {claim.reasons.length > 0 && claim.status !== 'paid' ? <ClaimReasons reasons={claim.reasons} /> : null}
      <TableScroll
        label={copy.caption(claim.riderName, day)}
        className="hidden rounded-lg border border-slate-200 sm:block"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.caption(claim.riderName, day)}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {columns.code}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {columns.modifier}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {columns.description}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {columns.quantity}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {columns.unit}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {columns.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {claim.lines.map((line, index) => (
              <tr key={`${line.code}-${index}`}>
                <th scope="row" className="px-3 py-2 font-mono font-medium whitespace-nowrap">
                  {line.code}
                </th>
                <td className="px-3 py-2 font-mono whitespace-nowrap">{line.modifier || '—'}</td>
                <td className="min-w-48 px-3 py-2">{line.description}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{dollars(line.unit)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{dollars(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {/* On a phone each line on its own, so the amount is never scrolled out of sight. */}
      <ul
        aria-label={copy.caption(claim.riderName, day)}
        className="grid divide-y divide-slate-200 rounded-lg border border-slate-200 sm:hidden"
      >
        {claim.lines.map((line, index) => (
          <li key={`${line.code}-${index}`} className="grid gap-0.5 px-3 py-2 text-sm">
            <p className="flex justify-between gap-3">
              <span className="font-mono font-medium">
                {line.modifier ? `${line.code}-${line.modifier}` : line.code}
              </span>
              <span className="font-semibold tabular-nums">{dollars(line.amount)}</span>
            </p>
            <p>{line.description}</p>
            <p className="text-muted tabular-nums">
              {line.quantity} × {dollars(line.unit)}
            </p>
          </li>
        ))}
      </ul>
      {claimFiles || onRemove ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {claimFiles
            ? [
                { query: '', label: copy.cms1500 },
                // The values alone, for the pre-printed red forms some payers' scanners read.
                { query: '?print=data', label: copy.cms1500Data },
              ].map(({ query, label }) => (
                <a
                  key={label}
                  href={`/api/invoices/${encodeURIComponent(invoiceId)}/claims/${encodeURIComponent(claim.id)}/cms1500.pdf${query}`}
                  download
                  className={buttonClasses({ variant: 'ghost' })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {label}
                  <span className="sr-only">{copy.forClaim(claim.riderName, day)}</span>
                </a>
              ))
            : null}
          {onRemove ? (
            <Button variant="secondary" onClick={onRemove} disabled={disabled}>
              {removing ? copy.removing : copy.remove}
              <span className="sr-only">{copy.forClaim(claim.riderName, day)}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
