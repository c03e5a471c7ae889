import { useEffect, useState } from 'react';
import { daysFromToday } from '@domain/dates';
import { isFinalJobStatus } from '@domain/statuses';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { myJobsCopy } from '@/content/my-jobs';
import { useCompany } from '@/lib/company-profile';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { manifestHref } from '@/lib/manifest';
import { useMyDay } from '../api/get-driver-day';
import { DriverJobCard } from './driver-job-card';
import { useDriverMoves } from './use-driver-moves';
import { preloadTripDialogs } from './lazy-dialogs';
import { useStepQueue, WaitingSteps, withWaitingSteps } from './step-queue-provider';
import { usePositionReports } from '../lib/use-position-reports';
import { useLocationRefused } from '../lib/current-fix';
import { InspectionForm, InspectionStatus } from './inspection-card';
import { ClockCard } from './clock-card';

const copy = myJobsCopy.today;
type Which = 'today' | 'tomorrow';

/**
 * The driver's run first (docs/decisions/057-driver-today.md): today's legs in pickup order with the next one on
 * top and its one large action; tomorrow's a tap away. Finished legs fold under "Done".
 */
export function DriverToday({ driverId }: { driverId: string }) {
  const company = useCompany();
  const [which, setWhich] = useState<Which>('today');
  const date = daysFromToday(which === 'today' ? 0 : 1, { company });
  const day = useMyDay(date, { today: which === 'today' });
  const { requestMove, formatTime, busy, dialogs } = useDriverMoves();
  const { taken } = useStepQueue();
  // The steps still on the phone count: a leg started without signal shows as under way.
  const legs = (day.data?.legs ?? []).map((leg) => withWaitingSteps(leg, taken));
  const open = legs.filter(
    (leg) => !isFinalJobStatus(leg.status) && leg.status !== 'completed' && leg.status !== 'declined',
  );
  const done = legs.filter((leg) => !open.includes(leg));
  // The leg under way is the one in hand; otherwise the earliest still to do.
  const next = open.find((leg) => leg.status === 'in_progress') ?? open[0];
  const later = open.filter((leg) => leg !== next);
  // Today's leg under way tells the day board's map where the van is.
  usePositionReports(which === 'today' && next?.status === 'in_progress' ? next.id : null);
  const locationOff = useLocationRefused();
  const underWay = next?.status === 'in_progress';
  // Before the first leg of the day the vehicle is inspected; a fault holds every start until dispatch clears it
  // (docs/decisions/063-pre-trip-inspection.md). The server refuses the start either way.
  const inspection = which === 'today' ? (day.data?.inspection ?? null) : null;
  const waitingToStart = open.some((leg) => leg.status === 'pending' || leg.status === 'accepted');
  const askInspection = which === 'today' && day.data !== undefined && inspection === null && waitingToStart;
  const startBlocked =
    which !== 'today'
      ? undefined
      : askInspection
        ? myJobsCopy.inspection.startAfterInspection
        : inspection?.status === 'failed'
          ? myJobsCopy.inspection.startAfterClearing
          : undefined;
  useEffect(() => {
    if (underWay) preloadTripDialogs();
  }, [underWay]);

  return (
    <section aria-labelledby="driver-today-heading" className="grid gap-4">
      {dialogs}
      <WaitingSteps />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="driver-today-heading" className="text-2xl font-bold text-brand-900">
            {which === 'today' ? copy.today : copy.tomorrow}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 text-muted">
            {formatCalendarDate(date)}
            <a
              href={manifestHref(driverId, date)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {which === 'today' ? copy.todayManifest : copy.tomorrowManifest}
            </a>
          </p>
        </div>
        <div role="group" aria-label={copy.whichDay} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(['today', 'tomorrow'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={which === value}
              onClick={() => setWhich(value)}
              className={cn(
                'min-h-11 rounded-md px-4 text-base font-semibold',
                which === value ? 'bg-white text-brand-800 shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {value === 'today' ? copy.today : copy.tomorrow}
            </button>
          ))}
        </div>
      </div>
      {which === 'today' && day.data ? <ClockCard clock={day.data.clock} /> : null}
      {day.isPending ? (
        <Spinner label={copy.loading} />
      ) : !day.data ? (
        <Card className="p-5" role="alert">
          <p className="text-danger">{copy.failed}</p>
        </Card>
      ) : legs.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-ink">{which === 'today' ? copy.nothingToday : copy.nothingTomorrow}</p>
        </Card>
      ) : (
        <>
          <p className="text-sm font-medium text-muted">{copy.summary(open.length, done.length)}</p>
          {/* Without signal the run stays as last read (with the steps taken since); the driver is told it may be behind. */}
          {day.isError ? <p className="text-sm font-semibold text-amber-900">{copy.lastKnown}</p> : null}
          {askInspection ? <InspectionForm /> : inspection ? <InspectionStatus inspection={inspection} /> : null}
          {next ? (
            <section aria-labelledby="driver-next-heading" className="grid gap-2">
              <h3 id="driver-next-heading" className="text-sm font-bold tracking-wide text-brand-800 uppercase">
                {copy.next}
              </h3>
              <div className="rounded-xl ring-2 ring-brand-600">
                <DriverJobCard
                  job={next}
                  formatTime={formatTime}
                  busy={busy}
                  onMove={requestMove}
                  startBlocked={startBlocked}
                />
              </div>
            </section>
          ) : null}
          {later.length ? (
            <ul className="grid gap-4 md:grid-cols-2" aria-label={copy.later}>
              {later.map((leg) => (
                <li key={leg.id}>
                  <DriverJobCard
                    job={leg}
                    formatTime={formatTime}
                    busy={busy}
                    onMove={requestMove}
                    startBlocked={startBlocked}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {done.length ? (
            <details className="rounded-xl border border-slate-200 bg-white p-4">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">
                {copy.done(done.length)}
              </summary>
              <ul className="mt-3 grid gap-4 md:grid-cols-2" aria-label={copy.doneList}>
                {done.map((leg) => (
                  <li key={leg.id}>
                    <DriverJobCard job={leg} formatTime={formatTime} busy={busy} onMove={requestMove} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
      {/* Under the run, so it never pushes the next leg down when the phone's answer arrives. */}
      {locationOff ? (
        <section
          role="status"
          aria-labelledby="location-off-heading"
          className="grid gap-1 rounded-xl border-2 border-slate-300 bg-slate-50 p-4"
        >
          <h3 id="location-off-heading" className="text-base font-bold text-ink">
            {myJobsCopy.locationOff.heading}
          </h3>
          <p className="text-sm text-ink">{myJobsCopy.locationOff.lead}</p>
        </section>
      ) : null}
    </section>
  );
}
