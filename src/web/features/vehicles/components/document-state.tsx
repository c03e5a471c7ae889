import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { vehiclesCopy as copy } from '@/content/vehicles';
import { formatCalendarDate } from '@/lib/dates';
import { documentState, type DocumentState } from '../lib/vehicle-display';

const TONE = { valid: 'green', expiring: 'yellow', expired: 'red' } as const;
const ICON = { valid: CircleCheck, expiring: TriangleAlert, expired: CircleAlert } as const;

/** Valid, expiring (30 days or fewer) or expired, in words and colour. */
export function DocumentStateBadge({ state }: { state: DocumentState }) {
  const Icon = ICON[state];
  return (
    <Badge tone={TONE[state]} className="gap-1 normal-case">
      <Icon aria-hidden="true" className="size-3.5" />
      {copy.states[state]}
    </Badge>
  );
}

/** A date with a red (expired) or amber (within 30 days) mark, and the state in words for screen readers. */
export function ExpiryDate({ expiresOn, today, label }: { expiresOn: string; today: string; label?: string }) {
  const state = documentState(expiresOn, today);
  const Icon = ICON[state];
  return (
    <span className="inline-flex items-center gap-1.5">
      {state !== 'valid' ? (
        <Icon aria-hidden="true" className={state === 'expired' ? 'size-4 text-red-700' : 'size-4 text-amber-600'} />
      ) : null}
      <span
        className={
          state === 'expired'
            ? 'font-semibold text-red-800'
            : state === 'expiring'
              ? 'font-semibold text-amber-900'
              : undefined
        }
      >
        {label ? `${label}: ` : ''}
        {formatCalendarDate(expiresOn)}
      </span>
      {state !== 'valid' ? <span className="sr-only">({copy.states[state]})</span> : null}
    </span>
  );
}
