import { PARTNER_LEG_STAGE_LABELS, type PartnerLeg } from '@domain/referral-leg';
import { statusLabel } from '@domain/statuses';
import { LEG_LABELS } from '@domain/trip';
import { dashboardText } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { cn } from '@/lib/cn';
import { formatJobTime } from '@/lib/dates';

const text = dashboardText.referrals.legs;

/** One leg on one line: which way, the pickup, where it stands and the driver's first name (the parts, for a table's CSV too). */
export function legParts(leg: PartnerLeg, timeZone: string): string[] {
  return [
    LEG_LABELS[leg.leg] ?? leg.leg,
    leg.pickupTime ? text.pickup(formatJobTime(leg.pickupTime, timeZone)) : text.whenCalled,
    statusLabel(PARTNER_LEG_STAGE_LABELS, leg.stage),
    ...(leg.driverFirstName ? [text.driver(leg.driverFirstName)] : []),
  ];
}

/**
 * The trips dispatch made from a referral, as its partner follows them (docs/decisions/080-visitor-referrals-reach-the-partner.md).
 * The list refreshes with every change to a leg that the live stream announces (decision 050). Nothing when the
 * answer carried no legs (an older server); a line saying so before dispatch has made any.
 */
export function ReferralLegs({
  legs,
  patientName,
  cancelled = false,
  className,
}: {
  legs: PartnerLeg[] | undefined;
  patientName: string;
  /** The referral was cancelled: with no leg made, nothing will be arranged, so "not scheduled yet" would mislead. */
  cancelled?: boolean;
  className?: string;
}) {
  const { timeZone } = useCompany();
  if (!legs) return null;
  if (legs.length === 0)
    return <p className={cn('text-sm text-muted', className)}>{cancelled ? text.cancelledBefore : text.notYet}</p>;
  return (
    <ul aria-label={text.label(patientName)} className={cn('grid gap-1 text-sm text-ink', className)}>
      {legs.map((leg) => (
        <li key={leg.id}>{legParts(leg, timeZone).join(' · ')}</li>
      ))}
    </ul>
  );
}
