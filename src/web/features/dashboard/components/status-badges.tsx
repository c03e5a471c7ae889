import { DRIVER_STATUS_LABELS, statusText } from '@domain/statuses';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** D7: approved green, pending yellow, every other status red. */
export function driverStatusTone(status: string): BadgeTone {
  if (status === 'approved') return 'green';
  if (status === 'pending') return 'yellow';
  return 'red';
}

export function driverStatusLabel(status: string): string {
  return (DRIVER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export function DriverStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={driverStatusTone(status)} className="normal-case">
      {driverStatusLabel(status)}
    </Badge>
  );
}

/** SPEC.md section 4: completed green, pending yellow, any other blue; the underscore shown as a space. */
export function referralStatusTone(status: string): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'blue';
}

export function ReferralStatusBadge({ status }: { status: string }) {
  return <Badge tone={referralStatusTone(status)}>{statusText(status)}</Badge>;
}
