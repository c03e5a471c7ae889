import { CREDENTIAL_STATE_LABELS } from '@domain/credential-words';
import { DRIVER_STATUS_LABELS, statusLabel, statusText } from '@domain/statuses';
import { VEHICLE_STATUS_LABELS } from '@domain/vehicle-words';
import { cn } from '@/lib/cn';
import { Badge } from './badge';
import { credentialStateTone, driverStatusTone, referralStatusTone } from './status-tones';

/** Every status badge of the app: the words come from the domain, the colours from status-tones. */
export function DriverStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={driverStatusTone(status)} className={cn('normal-case', className)}>
      {statusLabel(DRIVER_STATUS_LABELS, status)}
    </Badge>
  );
}

/** The status as text with the underscore shown as a space ('in progress'), capitalised by the badge. */
export function ReferralStatusBadge({ status }: { status: string }) {
  return <Badge tone={referralStatusTone(status)}>{statusText(status)}</Badge>;
}

// On its own so the driver's phone shows a trip's status without the credential and vehicle schemas.
export { JobStatusBadge } from './job-status-badge';

/** A vehicle in service or out of it (docs/decisions/043-vehicles.md). */
export function VehicleStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === 'active' ? 'green' : 'red'} className="normal-case">
      {statusLabel(VEHICLE_STATUS_LABELS, status)}
    </Badge>
  );
}

/** A credential's state (valid, expiring, expired, missing, unverified) in its colour. */
export function CredentialStateBadge({ state, className }: { state: string; className?: string }) {
  return (
    <Badge tone={credentialStateTone(state)} className={className}>
      {statusLabel(CREDENTIAL_STATE_LABELS, state)}
    </Badge>
  );
}
