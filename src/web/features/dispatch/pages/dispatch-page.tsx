import { memo, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Ban, Layers, Map as MapIcon, Truck } from 'lucide-react';
import { isIsoDate, todayIn } from '@domain/dates';
import type { DispatchDay, DispatchLane, DispatchLeg } from '@domain/dispatch';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { dispatchCopy as copy } from '@/content/dispatch';
import { useCompany } from '@/lib/company-profile';
import { dayStartIn } from '@/lib/dates';
import { lazyPage } from '@/lib/lazy-page';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDispatchDay } from '../api/get-day';
import { useProposal } from '../api/get-proposal';
import { BoardDnd } from '../components/board-dnd';
import { DraggableLeg } from '../components/draggable-leg';
import { DropZone } from '../components/drop-zone';
import { legName, LegChip } from '../components/leg-chip';
import { LegQueue } from '../components/leg-queue';
import { ProposeRoutes } from '../components/propose-routes';
import { TimelineLanes } from '../components/timeline-lanes';
import { LaneInspection } from '../components/lane-inspection';
import { LaneClock, LaneShift } from '../components/lane-shift';
import { LaneStranded } from '../components/lane-stranded';
import { cancellable, RiderReadyButton, waitingForRider } from '../components/leg-actions';
import type { LegPanelView } from '../components/leg-panel';
import { LegPanel } from '../components/lazy-board-dialogs';
import { CandidatesDialog } from '../components/lazy-candidates-dialog';
import { QueueFilters } from '../components/queue-filters';
import { StrandedQueue } from '../components/stranded-queue';
import { unplacedReasons } from '../lib/proposal-view';
import { matchesFilter, NO_FILTER, type QueueFilter } from '../lib/queue-filter';
import { dayRange, overlapping } from '../lib/time-axis';

// The map (and its canvas library) is fetched when it is first shown, not with the board (docs/performance.md,
// "Staff screens on a phone").
const DayMap = lazyPage(() => import('../components/day-map'), 'DayMap');

/** The leg whose panel is open, by id, so a live refresh shows it as it now is; and how it was opened. */
interface OpenedLeg {
  id: string;
  view: LegPanelView;
}

/** A leg of the day wherever the board lists it. */
function findLeg(day: DispatchDay, id: string): DispatchLeg | null {
  for (const leg of [...day.unassigned, ...day.willCallWaiting, ...day.lanes.flatMap((lane) => lane.legs)])
    if (leg.id === id) return leg;
  return null;
}

/**
 * /dispatch (administrators; docs/decisions/051-day-board.md): the day at once. The day is in the address
 * (?date=), so a link opens the same board; live changes keep it current without a reload.
 */
export function DispatchPage() {
  const company = useCompany();
  const [params, setParams] = useSearchParams();
  const today = todayIn(company.timeZone);
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) ? asked : today;
  const day = useDispatchDay(date);
  const mapOpen = params.get('map') === '1';
  // The day and whether the map is open both live in the address.
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // The last proposal belongs to its day: the queue shows why it left legs out until the day changes or another is made.
  const [proposal, setProposal] = useState<{ date: string; id: string } | null>(null);
  if (proposal && proposal.date !== date) setProposal(null);
  const proposalId = proposal?.date === date ? proposal.id : null;
  const unplaced = unplacedReasons(useProposal(proposalId).data?.result);
  const choose = (next: string) => setParam('date', next && next !== today ? next : null);
  const [opened, setOpened] = useState<OpenedLeg | null>(null);

  return (
    <div className="px-4 py-6 sm:px-6 sm:py-8">
      <div className="mx-auto grid max-w-7xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.heading}</h1>
            <p className="mt-1 text-muted">{copy.lead}</p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <FormField id="dispatch-date" label={copy.date}>
              {(control) => (
                <Input {...control} type="date" value={date} onChange={(event) => choose(event.currentTarget.value)} />
              )}
            </FormField>
            <Button variant="secondary" disabled={date === today} onClick={() => choose(today)}>
              {copy.today}
            </Button>
            <Link href={`/jobs?date=${date}`} className={buttonClasses({ variant: 'secondary' })}>
              {copy.openInJobs}
            </Link>
            <ProposeRoutes
              day={day.data?.date === date ? day.data : undefined}
              date={date}
              proposalId={proposalId}
              onProposed={(id) => setProposal(id ? { date, id } : null)}
            />
            <Button
              variant="secondary"
              aria-pressed={mapOpen}
              onPointerEnter={DayMap.preload}
              onFocus={DayMap.preload}
              onClick={() => setParam('map', mapOpen ? null : '1')}
            >
              <MapIcon aria-hidden="true" className="size-4" />
              {mapOpen ? copy.map.hide : copy.map.show}
            </Button>
          </div>
        </header>
        {day.isError ? (
          <Card className="p-5" role="alert">
            <p className="text-ink">{copy.failed}</p>
            <Button className="mt-3" variant="secondary" onClick={() => void day.refetch()}>
              {copy.retry}
            </Button>
          </Card>
        ) : !day.data ? (
          <Spinner label={copy.loading} />
        ) : (
          <>
            {mapOpen ? (
              <Suspense fallback={<Spinner label={copy.map.loading} />}>
                <DayMap
                  day={day.data}
                  timeZone={company.timeZone}
                  onOpenLeg={(id: string) => setOpened({ id, view: 'details' })}
                />
              </Suspense>
            ) : null}
            <Board day={day.data} timeZone={company.timeZone} unplaced={unplaced} opened={opened} onOpen={setOpened} />
          </>
        )}
      </div>
    </div>
  );
}

/** The board itself: the queue beside the lanes, everything a leg can be dropped on inside one drag-and-drop area. */
function Board({
  day,
  timeZone,
  unplaced,
  opened,
  onOpen,
}: {
  day: DispatchDay;
  timeZone: string;
  unplaced: ReadonlyMap<string, string>;
  opened: OpenedLeg | null;
  onOpen: (leg: OpenedLeg | null) => void;
}) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const [asking, setAsking] = useState<DispatchLeg | null>(null);
  const [filter, setFilter] = useState<QueueFilter>(NO_FILTER);
  const shownUnassigned = useMemo(
    () => day.unassigned.filter((leg) => matchesFilter(leg, filter, timeZone)),
    [day.unassigned, filter, timeZone],
  );
  const shownStranded = useMemo(
    () => day.stranded.filter((leg) => matchesFilter(leg, filter, timeZone)),
    [day.stranded, filter, timeZone],
  );
  const openLeg = opened ? findLeg(day, opened.id) : null;
  const legs = [...day.unassigned, ...day.lanes.flatMap((lane) => lane.legs)];
  const range = dayRange(Date.parse(dayStartIn(day.date, timeZone)), legs);
  const now = Date.parse(day.now);
  const firstPickup = Math.min(...legs.flatMap((leg) => (leg.pickupTime ? [Date.parse(leg.pickupTime)] : [])));
  const focusAt =
    now >= range.start && now <= range.end ? now : Number.isFinite(firstPickup) ? firstPickup : range.start;
  return (
    <BoardDnd timeZone={timeZone} onCandidates={setAsking} onOpen={(leg) => onOpen({ id: leg.id, view: 'details' })}>
      <p className="text-sm text-muted">{copy.assign.hint}</p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="grid gap-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
          <QueueFilters filter={filter} onChange={setFilter} />
          <DropZone id="queue" driverId={null} name={copy.assign.queue}>
            <div className="grid gap-4">
              <LegQueue
                id="dispatch-unassigned"
                title={copy.unassigned}
                // Not "every leg has a driver" while some driver can no longer take theirs (docs/decisions/051-day-board.md).
                empty={day.stranded.length > 0 ? copy.stranded.queueEmpty(day.stranded.length) : copy.unassignedEmpty}
                legs={shownUnassigned}
                total={day.unassigned.length}
                timeZone={timeZone}
                reasons={unplaced}
              />
              <StrandedQueue legs={shownStranded} total={day.stranded.length} timeZone={timeZone} />
            </div>
          </DropZone>
          <LegQueue
            id="dispatch-will-call"
            title={copy.willCall}
            empty={copy.willCallEmpty}
            legs={day.willCallWaiting}
            timeZone={timeZone}
            actions={(leg) => (
              <>
                {waitingForRider(leg) ? <RiderReadyButton leg={leg} timeZone={timeZone} labelled /> : null}
                {cancellable(leg) ? (
                  <Button
                    variant="ghost"
                    aria-label={copy.legPanel.cancelFor(leg.patientName)}
                    onPointerEnter={LegPanel.preload}
                    onFocus={LegPanel.preload}
                    onClick={() => onOpen({ id: leg.id, view: 'cancel' })}
                  >
                    <Ban aria-hidden="true" className="size-4" />
                    {copy.legPanel.cancel}
                  </Button>
                ) : null}
              </>
            )}
          />
        </div>
        <section aria-labelledby="dispatch-lanes" className="grid min-w-0 gap-3">
          <h2 id="dispatch-lanes" className="text-lg font-semibold text-brand-900">
            {copy.lanes} <span className="text-sm font-normal text-muted">({day.lanes.length})</span>
          </h2>
          {day.lanes.length === 0 ? <p className="text-muted">{copy.lanesEmpty}</p> : null}
          {wide ? (
            <TimelineLanes lanes={day.lanes} range={range} timeZone={timeZone} focusAt={focusAt} date={day.date} />
          ) : (
            <ul className="grid gap-3" aria-label={copy.lanes}>
              {day.lanes.map((lane) => (
                <li key={lane.driverId}>
                  <Lane lane={lane} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <CandidatesDialog leg={asking} onClose={() => setAsking(null)} />
      <LegPanel
        leg={openLeg}
        view={opened?.view}
        date={day.date}
        timeZone={timeZone}
        onCandidates={setAsking}
        onClose={() => onOpen(null)}
      />
    </BoardDnd>
  );
}

/** A phone's lane: the driver's legs as cards, in pickup order. */
const Lane = memo(function Lane({ lane, timeZone }: { lane: DispatchLane; timeZone: string }): ReactNode {
  const vehicle = lane.vehicle;
  const overlaps = overlapping(lane.legs);
  return (
    <DropZone id={`lane:${lane.driverId}`} driverId={lane.driverId} name={lane.fullName}>
      <Card className="grid gap-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold text-ink">{lane.fullName}</h3>
            <LaneInspection lane={lane} large />
            <LaneShift lane={lane} timeZone={timeZone} />
            <LaneClock lane={lane} timeZone={timeZone} className="text-sm text-muted" />
          </div>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Truck aria-hidden="true" className="size-4" />
            {vehicle
              ? copy.vehicle(
                  vehicle.number,
                  vehicle.ambulatorySeats,
                  vehicle.wheelchairPositions,
                  vehicle.stretcherPositions,
                )
              : copy.noVehicle}
            <span aria-hidden="true">·</span>
            {copy.legCount(lane.legs.length)}
          </p>
        </div>
        <LaneStranded legs={lane.legs} />
        {overlaps.size > 0 ? (
          <p className="flex items-center gap-1 text-sm font-semibold text-amber-900">
            <Layers aria-hidden="true" className="size-4 shrink-0" />
            {copy.overlaps.laneLong(overlaps.size)}
          </p>
        ) : null}
        {lane.legs.length === 0 ? (
          <p className="text-sm text-muted">{copy.laneEmpty}</p>
        ) : (
          <ol className="grid gap-2 sm:grid-cols-2" aria-label={`${lane.fullName}: ${copy.legCount(lane.legs.length)}`}>
            {lane.legs.map((leg) => (
              <li key={leg.id}>
                <DraggableLeg
                  leg={leg}
                  name={
                    overlaps.has(leg.id) ? `${legName(leg, timeZone)}. ${copy.overlaps.flag}` : legName(leg, timeZone)
                  }
                >
                  <LegChip leg={leg} timeZone={timeZone} overlaps={overlaps.has(leg.id)} />
                </DraggableLeg>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </DropZone>
  );
});
