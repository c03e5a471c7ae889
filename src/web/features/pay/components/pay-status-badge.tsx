import { PAY_STATEMENT_STATUS_LABELS, type PayStatementStatus } from '@domain/pay-statement';
import { Badge } from '@/components/ui/badge';
import { STATUS_TONES } from '../lib/pay-display';

export function PayStatusBadge({ status }: { status: PayStatementStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{PAY_STATEMENT_STATUS_LABELS[status]}</Badge>;
}
