import { Badge } from '@/components/ui/badge';
import { payersCopy as copy } from '@/content/payers';

/** Active or retired: a retired payer is kept for its invoices but takes no new trips (docs/decisions/067-payers-and-rates.md). */
export function PayerActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'neutral'}>{active ? copy.activeLabel : copy.inactiveLabel}</Badge>;
}
