import type { ClaimReason } from '@domain/claim-answer';
import { billingCopy } from '../content';
import { dollars } from '../lib/billing-display';

/** The reasons an answer gave, each code with its words (and the amount of an adjustment). */
export function ClaimReasons({ reasons }: { reasons: ClaimReason[] }) {
  if (reasons.length === 0) return <p className="text-sm text-muted">{billingCopy.answers.noReasons}</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {reasons.map((reason, i) => (
        <li key={`${reason.code}-${i}`} className="wrap-anywhere">
          <span className="font-mono font-semibold text-ink">{reason.code}</span>{' '}
          <span className="text-ink">{reason.text}</span>
          {reason.amount ? <span className="text-muted tabular-nums"> · {dollars(reason.amount)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
