import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@domain/claim-answer-words';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ClaimStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'blue',
  accepted: 'blue',
  rejected: 'red',
  paid: 'green',
  partially_paid: 'yellow',
  denied: 'red',
  corrected: 'purple',
  void: 'neutral',
};

/** A claim's status from its last answer, in words and colour. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge tone={TONES[status]} className="normal-case">
      {CLAIM_STATUS_LABELS[status]}
    </Badge>
  );
}
