import { Building2, CalendarClock, Eye, Pencil, Plus, Repeat, Truck, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { Referral } from '@domain/referral';
import { TRANSPORT_TYPE_LABELS } from '@domain/statuses';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { ReferralStatusBadge } from '@/components/ui/status-badges';
import { dashboardText } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { cn } from '@/lib/cn';
import { formatAppointment, formatReturnTrip } from '@/lib/dates';
import { ReferralLegs } from './referral-legs';

const text = dashboardText.referrals;

export type ReferralAction = 'view' | 'edit' | 'cancel' | 'cancel-ride';

interface ReferralCardProps {
  referral: Referral;
  /** An admin edits, cancels and makes jobs; a partner only views (decisions 021 and 029). */
  admin: boolean;
  onAction: (action: ReferralAction, referral: Referral) => void;
}

/** Decision 029: the real fields of a referral and what the viewer may do with it. */
export function ReferralCard({ referral, admin, onAction }: ReferralCardProps) {
  const company = useCompany();
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold wrap-anywhere text-ink">{referral.patientName}</h3>
        <ReferralStatusBadge status={referral.status} />
        <LevelOfServiceBadge level={referral.levelOfService} escorts={referral.escortCount} />
      </div>
      <ul className="mt-2 grid gap-1.5 text-sm text-muted sm:grid-cols-2 sm:gap-x-6">
        <li className="flex min-w-0 items-center gap-2">
          <Building2 aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Referred by: </span>
          <span className="min-w-0 wrap-anywhere">
            {referral.referrerName}, {referral.referrerCompany}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Transport type: </span>
          {TRANSPORT_TYPE_LABELS[referral.transportType] ?? referral.transportType}
        </li>
        <li className="flex items-center gap-2 sm:col-span-2">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Appointment: </span>
          <span className="min-w-0 wrap-anywhere">
            {formatAppointment(referral.appointmentDate, referral.appointmentTime, company.timeZone)}
            {referral.returnTrip === 'none'
              ? null
              : ` · Return: ${formatReturnTrip(referral.returnTrip, referral.returnTime, company.timeZone)}`}
          </span>
        </li>
      </ul>
      {/* Decision 080: the partner follows the trips made from their referral; dispatch has the board for that. */}
      {admin ? null : (
        <ReferralLegs
          legs={referral.legs}
          patientName={referral.patientName}
          cancelled={referral.status === 'cancelled'}
          className="mt-3"
        />
      )}
      <ReferralActions referral={referral} admin={admin} onAction={onAction} className="mt-4" />
    </Card>
  );
}

/** What may be done with a referral: the card's buttons, or a table row's compact ones with the same names. */
export function ReferralActions({
  referral,
  admin,
  onAction,
  compact = false,
  className,
}: ReferralCardProps & { compact?: boolean; className?: string }) {
  const who = <span className="sr-only"> referral for {referral.patientName}</span>;
  const open = referral.status !== 'completed' && referral.status !== 'cancelled';
  if (compact)
    return (
      <CompactReferralActions referral={referral} admin={admin} onAction={onAction} open={open} className={className} />
    );
  return (
    <div className={cn('grid grid-cols-2 gap-2 sm:flex sm:flex-wrap', className)}>
      <Button variant="secondary" onClick={() => onAction('view', referral)}>
        <Eye aria-hidden="true" className="size-4" />
        {text.view}
        {who}
      </Button>
      {admin && (
        <Button variant="secondary" onClick={() => onAction('edit', referral)}>
          <Pencil aria-hidden="true" className="size-4" />
          {text.edit}
          {who}
        </Button>
      )}
      {admin && referral.status === 'pending' && (
        <Link
          href={`/jobs?fromReferral=${encodeURIComponent(referral.id)}`}
          className={`${buttonClasses()} col-span-2`}
        >
          <Plus aria-hidden="true" className="size-4" />
          {text.createJob}
          <span className="sr-only"> from referral for {referral.patientName}</span>
        </Link>
      )}
      {admin && open && (
        <Link
          href={`/standing-orders/new?referralId=${encodeURIComponent(referral.id)}`}
          className={`${buttonClasses({ variant: 'secondary' })} col-span-2`}
        >
          <Repeat aria-hidden="true" className="size-4" />
          {text.standingOrder}
          <span className="sr-only"> for {referral.patientName}</span>
        </Link>
      )}
      {/* A partner cancels the trips made from their referral; before there are any, the dialog says to call dispatch. */}
      {!admin && open && (
        <Button
          variant="ghost"
          className="text-red-800 hover:bg-red-50"
          onClick={() => onAction('cancel-ride', referral)}
        >
          <XCircle aria-hidden="true" className="size-4" />
          {text.cancelRide.open}
          <span className="sr-only"> for {referral.patientName}</span>
        </Button>
      )}
      {admin && open && (
        <Button
          variant="ghost"
          className="col-span-2 text-red-800 hover:bg-red-50"
          onClick={() => onAction('cancel', referral)}
        >
          <XCircle aria-hidden="true" className="size-4" />
          {text.cancel}
          <span className="sr-only"> for {referral.patientName}</span>
        </Button>
      )}
    </div>
  );
}

/** A table row's actions: icons named as the card's buttons are, Create Job spelled out because it is the next step. */
function CompactReferralActions({
  referral,
  admin,
  onAction,
  open,
  className,
}: ReferralCardProps & { open: boolean; className?: string }) {
  const name = referral.patientName;
  const icon = (label: string, Icon: typeof Eye, onClick: () => void, danger = false) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={danger ? 'text-red-700 hover:bg-red-50' : undefined}
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
  return (
    <div className={cn('flex items-center', className)}>
      {admin && referral.status === 'pending' ? (
        <Link
          href={`/jobs?fromReferral=${encodeURIComponent(referral.id)}`}
          className={cn(buttonClasses(), 'mr-1 whitespace-nowrap')}
          aria-label={`${text.createJob} from referral for ${name}`}
        >
          <Plus aria-hidden="true" className="size-4" />
          {text.createJob}
        </Link>
      ) : null}
      {icon(`${text.view} referral for ${name}`, Eye, () => onAction('view', referral))}
      {admin ? icon(`${text.edit} referral for ${name}`, Pencil, () => onAction('edit', referral)) : null}
      {admin && open ? (
        <Link
          href={`/standing-orders/new?referralId=${encodeURIComponent(referral.id)}`}
          className={buttonClasses({ variant: 'ghost', size: 'icon' })}
          aria-label={`${text.standingOrder} for ${name}`}
          title={`${text.standingOrder} for ${name}`}
        >
          <Repeat aria-hidden="true" className="size-5" />
        </Link>
      ) : null}
      {!admin && open
        ? icon(`${text.cancelRide.open} for ${name}`, XCircle, () => onAction('cancel-ride', referral), true)
        : null}
      {admin && open ? icon(`${text.cancel} for ${name}`, XCircle, () => onAction('cancel', referral), true) : null}
    </div>
  );
}
