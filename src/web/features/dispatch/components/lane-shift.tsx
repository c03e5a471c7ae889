import { CalendarOff, Clock } from 'lucide-react';
import type { DispatchLane } from '@domain/dispatch';
import { dispatchCopy as copy } from '@/content/dispatch';
import { cn } from '@/lib/cn';
import { clockText } from '@/lib/company-clock';

/**
 * The driver's shift on the board's day (docs/decisions/117-availability.md): the hours on a phone's lane, and on
 * both a mark when the driver does not work the day (time off, or a day their week leaves out).
 */
export function LaneShift({
  lane,
  timeZone,
  compact = false,
}: {
  lane: Pick<DispatchLane, 'shift' | 'timeOff'>;
  timeZone: string;
  compact?: boolean;
}) {
  if (!lane.shift)
    return (
      <span
        className={cn(
          'inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-200 px-2 font-semibold text-slate-800',
          compact ? 'text-[0.6875rem]' : 'text-xs',
        )}
      >
        <CalendarOff aria-hidden="true" className="size-3.5" />
        {lane.timeOff ? copy.shift.timeOff : copy.shift.off}
      </span>
    );
  if (compact) return null;
  return (
    <span className="text-sm text-muted tabular-nums">
      {copy.shift.hours(clockText(lane.shift.start, 'time', timeZone), clockText(lane.shift.end, 'time', timeZone))}
    </span>
  );
}

/** When the driver clocked in (and out) that day: on a lane's second line, nothing before they do. */
export function LaneClock({
  lane,
  timeZone,
  className,
}: {
  lane: Pick<DispatchLane, 'clock'>;
  timeZone: string;
  className?: string;
}) {
  if (!lane.clock) return null;
  const time = (at: string) => clockText(at, 'time', timeZone);
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', className)}>
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      {copy.shift.clockedIn(time(lane.clock.in))}
      {lane.clock.out ? ` · ${copy.shift.clockedOut(time(lane.clock.out))}` : null}
    </span>
  );
}
