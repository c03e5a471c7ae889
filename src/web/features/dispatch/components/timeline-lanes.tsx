import { memo, useEffect, useRef } from 'react';
import { Check, FileText, Layers, MessageSquareX, Truck } from 'lucide-react';
import type { DispatchLane, DispatchLeg } from '@domain/dispatch';
import { dispatchCopy as copy } from '@/content/dispatch';
import { manifestHref } from '@/lib/manifest';
import { cn } from '@/lib/cn';
import { clockText } from '@/lib/company-clock';
import { hourMarks, offShiftBands, overlapping, placement, stackRows, type TimeRange } from '../lib/time-axis';
import { DraggableLeg } from './draggable-leg';
import { DropZone } from './drop-zone';
import { LaneInspection } from './lane-inspection';
import { LaneClock, LaneShift } from './lane-shift';
import { LaneStranded } from './lane-stranded';
import { legName, pickupClock, riderAnswer } from './leg-chip';

/** Two lines a chip: its time over the rider's name. */
const ROW_REM = 2.75;
/**
 * An hour is 7rem wide: a leg is drawn at least 45 minutes across (MIN_DRAWN_MINUTES), 5.25rem, which holds "10:20 AM"
 * whole, and the board scrolls sideways instead.
 */
const HOUR_REM = 7;
const NAME_REM = 12;
const hourLabel = (at: number, timeZone: string) => clockText(at, 'hour', timeZone);

/** The hour lines behind a lane's track, drawn by CSS so sixty lanes cost no extra elements. */
const gridStyle = {
  backgroundImage: 'linear-gradient(to right, rgb(226 232 240) 1px, transparent 1px)',
  backgroundSize: `${HOUR_REM}rem 100%`,
};

/** Outside the shift: grey diagonal stripes, light enough that the hour lines and the legs stay clear over them. */
const offShiftStyle = {
  backgroundImage:
    'repeating-linear-gradient(135deg, rgb(241 245 249) 0, rgb(241 245 249) 6px, rgb(226 232 240) 6px, rgb(226 232 240) 8px)',
};

/**
 * The wide screen's lanes: one row per driver along the day's hours, legs where their times put them. The lanes
 * scroll in both directions inside their own box, the hours staying on top and the names on the left.
 */
export function TimelineLanes({
  lanes,
  range,
  timeZone,
  focusAt,
  date,
}: {
  lanes: DispatchLane[];
  range: TimeRange;
  timeZone: string;
  focusAt: number;
  /** The board's day, for each driver's manifest. */ date: string;
}) {
  const marks = hourMarks(range).slice(0, -1);
  const width = `${NAME_REM + marks.length * HOUR_REM}rem`;
  const box = useRef<HTMLDivElement>(null);
  const placedFor = useRef<number | null>(null);
  // The board opens on the hour before the moment that matters (now, or the day's first pickup), not at dawn;
  // once per day shown, so a live refresh never takes the dispatcher's scroll away.
  useEffect(() => {
    const element = box.current;
    if (!element || placedFor.current === range.start) return;
    placedFor.current = range.start;
    const rem = parseFloat(getComputedStyle(element).fontSize) || 16;
    element.scrollLeft = Math.max(0, ((focusAt - range.start) / 3_600_000 - 1) * HOUR_REM * rem);
  }, [focusAt, range.start]);
  return (
    <div
      ref={box}
      role="region"
      aria-label={copy.lanesRegion}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="max-h-[calc(100vh-11rem)] overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div style={{ width }}>
        <div
          className="sticky top-0 z-20 flex border-b border-slate-200 bg-slate-50 text-xs text-muted"
          aria-hidden="true"
        >
          <span className="sticky left-0 z-10 shrink-0 bg-slate-50 px-2 py-1" style={{ width: `${NAME_REM}rem` }}>
            {copy.timeAxis}
          </span>
          {marks.map((at) => (
            <span
              key={at}
              className="shrink-0 border-l border-slate-200 px-1 py-1 tabular-nums"
              style={{ width: `${HOUR_REM}rem` }}
            >
              {hourLabel(at, timeZone)}
            </span>
          ))}
        </div>
        <ul aria-label={copy.lanes}>
          {lanes.map((lane) => (
            <li key={lane.driverId}>
              <TimelineLane lane={lane} start={range.start} end={range.end} timeZone={timeZone} date={date} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Memoized on plain values: a move redraws the lanes it changed, not all sixty. */
const TimelineLane = memo(function TimelineLane({
  lane,
  start,
  end,
  timeZone,
  date,
}: {
  lane: DispatchLane;
  start: number;
  end: number;
  timeZone: string;
  date: string;
}) {
  const range = { start, end };
  const { rows, count } = stackRows(lane.legs);
  // Said, not only stacked: a driver cannot be in two places, unless the legs are a shared ride.
  const overlaps = overlapping(lane.legs);
  const vehicle = lane.vehicle;
  return (
    <DropZone
      id={`lane:${lane.driverId}`}
      driverId={lane.driverId}
      name={lane.fullName}
      className="flex rounded-none border-b border-slate-100"
    >
      {(verdict) => (
        <>
          <div
            className="sticky left-0 z-10 min-w-0 shrink-0 border-r border-slate-200 bg-white px-2 py-1.5"
            style={{ width: `${NAME_REM}rem` }}
          >
            <div className="flex items-center gap-1">
              <h3 className="min-w-0 truncate text-sm font-semibold text-ink">{lane.fullName}</h3>
              <LaneShift lane={lane} timeZone={timeZone} compact />
              <LaneInspection lane={lane} className="ml-auto shrink-0" />
            </div>
            <p className="flex items-center gap-1 truncate text-xs text-muted">
              <Truck aria-hidden="true" className="size-3.5 shrink-0" />
              {vehicle ? vehicle.number : copy.noVehicle} · {copy.legCount(lane.legs.length)}
              {/* In the line, not under it: a lane keeps its height, so sixty of them still fit the board. */}
              <a
                href={manifestHref(lane.driverId, date)}
                target="_blank"
                rel="noopener"
                aria-label={copy.manifestFor(lane.fullName)}
                title={copy.manifestFor(lane.fullName)}
                className="ml-auto inline-flex shrink-0 items-center text-brand-700 hover:text-brand-900"
              >
                <FileText aria-hidden="true" className="size-3.5" />
              </a>
            </p>
            {lane.clock ? (
              <p className="truncate text-xs text-muted">
                <LaneClock lane={lane} timeZone={timeZone} />
              </p>
            ) : null}
            <LaneStranded legs={lane.legs} compact />
            {overlaps.size > 0 ? (
              <p
                className="flex items-center gap-1 text-xs font-semibold text-amber-900"
                title={copy.overlaps.laneLong(overlaps.size)}
              >
                <Layers aria-hidden="true" className="size-3.5 shrink-0" />
                <span aria-hidden="true">{copy.overlaps.lane(overlaps.size)}</span>
                <span className="sr-only">{copy.overlaps.laneLong(overlaps.size)}</span>
              </p>
            ) : null}
            {verdict}
          </div>
          <div className="relative flex-1">
            {/* Hatched outside the driver's shift: a leg dropped there is still taken, with a warning. */}
            {offShiftBands(lane.shift, range).map((band) => (
              <div
                key={band.left}
                aria-hidden="true"
                data-off-shift=""
                className="absolute inset-y-0"
                style={{ left: `${band.left}%`, width: `${band.width}%`, ...offShiftStyle }}
              />
            ))}
            <ol
              className="relative my-1.5"
              style={{ height: `${count * ROW_REM}rem`, ...gridStyle }}
              aria-label={`${lane.fullName}: ${copy.legCount(lane.legs.length)}`}
            >
              {lane.legs.map((leg) => {
                const at = placement(leg, range);
                if (!at) return null;
                return (
                  <li
                    key={leg.id}
                    className="absolute px-px"
                    style={{
                      left: `${at.left}%`,
                      width: `${at.width}%`,
                      top: `${(rows.get(leg.id) ?? 0) * ROW_REM}rem`,
                      height: `${ROW_REM - 0.25}rem`,
                    }}
                  >
                    <DraggableLeg
                      leg={leg}
                      name={
                        overlaps.has(leg.id)
                          ? `${legName(leg, timeZone)}. ${copy.overlaps.flag}`
                          : legName(leg, timeZone)
                      }
                      className="h-full"
                    >
                      <TimelineLeg leg={leg} timeZone={timeZone} overlaps={overlaps.has(leg.id)} />
                    </DraggableLeg>
                  </li>
                );
              })}
            </ol>
          </div>
        </>
      )}
    </DropZone>
  );
});

/** A leg on the time axis: its time whole on the first line, the rider's name on the second. */
function TimelineLeg({ leg, timeZone, overlaps }: { leg: DispatchLeg; timeZone: string; overlaps: boolean }) {
  return (
    <div
      title={overlaps ? `${legName(leg, timeZone)}. ${copy.legPanel.overlaps}` : legName(leg, timeZone)}
      data-overlaps={overlaps || undefined}
      className={cn(
        'flex h-full flex-col justify-center overflow-hidden rounded-md border px-1.5 text-xs leading-4',
        leg.timing === 'late'
          ? 'border-red-400 bg-red-50'
          : leg.timing === 'at_risk'
            ? 'border-amber-400 bg-amber-50'
            : leg.status === 'in_progress'
              ? 'border-brand-400 bg-brand-50'
              : 'border-slate-300 bg-white',
        // Its driver can no longer take it: the reasons are in its name and tooltip, the banner counts it.
        leg.strandedReasons.length > 0 && 'border-2 border-dashed border-red-500',
        (leg.status === 'cancelled' || leg.status === 'no_show') && 'opacity-60 line-through',
        overlaps && 'border-l-4 border-l-amber-500',
      )}
    >
      <span className="inline-flex items-center gap-0.5 font-semibold whitespace-nowrap tabular-nums">
        {pickupClock(leg.pickupTime, timeZone)}
        {/* Named in the tooltip and the draggable's name (legName). */}
        {riderAnswer(leg) && leg.status !== 'cancelled' ? (
          <Check aria-hidden="true" className="size-3 text-green-700" />
        ) : null}
        {riderAnswer(leg) && leg.status === 'cancelled' ? (
          <MessageSquareX aria-hidden="true" className="size-3 text-red-700" />
        ) : null}
      </span>
      <span className="truncate text-ink">{leg.patientName}</span>
    </div>
  );
}
