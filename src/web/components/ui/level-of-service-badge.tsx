import { LEVEL_OF_SERVICE_LABELS, type LevelOfService } from '@domain/level-of-service';
import { cn } from '@/lib/cn';
import { Badge, type BadgeTone } from './badge';

/** Each level its own colour, and always its word: the colour helps, the text decides. */
const TONES: Record<LevelOfService, BadgeTone> = { ambulatory: 'neutral', wheelchair: 'blue', stretcher: 'purple' };

/** "+1 escort", "+2 escorts"; nothing for none. */
export function escortText(count: number): string | null {
  return count > 0 ? `+${count} escort${count === 1 ? '' : 's'}` : null;
}

/**
 * How the rider travels, with the escorts who ride along, small like the status badges
 * (docs/decisions/045-levels-and-places-on-forms.md).
 */
export function LevelOfServiceBadge({
  level,
  escorts = 0,
  className,
}: {
  level: LevelOfService;
  escorts?: number;
  className?: string;
}) {
  const escort = escortText(escorts);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <Badge tone={TONES[level]} className="border border-current/20">
        {LEVEL_OF_SERVICE_LABELS[level]}
      </Badge>
      {escort ? <span className="text-xs font-semibold text-slate-700">{escort}</span> : null}
    </span>
  );
}
