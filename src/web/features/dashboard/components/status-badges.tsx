import { statusText } from '@domain/statuses';
import { Badge } from '@/components/ui/badge';
import { driverStatusLabel, driverStatusTone, referralStatusTone } from '@/components/ui/status-tones';

export function DriverStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={driverStatusTone(status)} className="normal-case">
      {driverStatusLabel(status)}
    </Badge>
  );
}

export function ReferralStatusBadge({ status }: { status: string }) {
  return <Badge tone={referralStatusTone(status)}>{statusText(status)}</Badge>;
}
