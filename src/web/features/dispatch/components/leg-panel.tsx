import { useState } from 'react';
import { Link } from 'wouter';
import { Ban, ExternalLink, Users } from 'lucide-react';
import type { DispatchLeg } from '@domain/dispatch';
import { strandedReasonText } from '@domain/dispatch-words';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Detail } from '@/components/ui/detail-list';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/status-badges';
import { dispatchCopy } from '@/content/dispatch';
import { formatMoment } from '@/lib/dates';
import { useLegJob, useLegPayers } from '../api/leg-actions';
import { CancelLegForm } from './cancel-leg-form';
import { CandidatesDialog } from './lazy-candidates-dialog';
import { cancellable, RiderReadyButton, waitingForRider } from './leg-actions';
import { pickupClock } from './leg-chip';

const copy = dispatchCopy.legPanel;

/** Where the panel opens: the leg's details, or straight on its cancellation (the will-call list's Cancel). */
export type LegPanelView = 'details' | 'cancel';

/**
 * A leg's panel (docs/decisions/051-day-board.md): everything the dispatcher needs to decide on it, and what they can
 * do from here (cancel with its return, "Rider ready", the drivers who can take it, the job itself). A dialog, so the
 * focus stays in it until it closes and returns to the leg that opened it.
 */
export function LegPanel({
  leg,
  view = 'details',
  date,
  timeZone,
  onCandidates,
  onClose,
}: {
  leg: DispatchLeg | null;
  view?: LegPanelView;
  /** The board's day, for the job list's link. */
  date: string;
  timeZone: string;
  onCandidates: (leg: DispatchLeg) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={leg !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {leg ? (
        <DialogContent
          title={leg.patientName}
          description={copy.lead(pickupClock(leg.pickupTime, timeZone), LEVEL_OF_SERVICE_LABELS[leg.levelOfService])}
          className="max-w-2xl"
        >
          {/* Keyed by leg and view, so another leg or another way in starts afresh. */}
          <LegPanelBody
            key={`${leg.id}:${view}`}
            leg={leg}
            view={view}
            date={date}
            timeZone={timeZone}
            onCandidates={onCandidates}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function LegPanelBody({
  leg,
  view,
  date,
  timeZone,
  onCandidates,
  onClose,
}: {
  leg: DispatchLeg;
  view: LegPanelView;
  date: string;
  timeZone: string;
  onCandidates: (leg: DispatchLeg) => void;
  onClose: () => void;
}) {
  const [cancelling, setCancelling] = useState(view === 'cancel' && cancellable(leg));
  const job = useLegJob(leg.id);
  const payerId = job.data?.payerId ?? null;
  const payers = useLegPayers(payerId !== null);
  const payer =
    payerId === null
      ? job.data
        ? copy.noPayer
        : copy.loadingPayer
      : (payers.data?.find((p) => p.id === payerId)?.name ?? copy.loadingPayer);
  if (cancelling) return <CancelLegForm leg={leg} onDone={onClose} onBack={() => setCancelling(false)} />;
  const at = (iso: string | null) => (iso ? formatMoment(iso, timeZone) : '—');
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 empty:hidden">
        {leg.leg === 'return' ? <Badge tone="blue">{dispatchCopy.returnLeg}</Badge> : null}
        {leg.timing ? (
          <Badge tone={leg.timing === 'late' ? 'red' : 'yellow'}>
            {leg.timing === 'late' ? dispatchCopy.late : dispatchCopy.atRisk}
          </Badge>
        ) : null}
        {leg.strandedReasons.length > 0 ? (
          <Badge tone="red" className="normal-case">
            {dispatchCopy.stranded.mark}: {leg.strandedReasons.map(strandedReasonText).join('; ')}
          </Badge>
        ) : null}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={copy.rider}>{leg.patientName}</Detail>
        <Detail label={copy.phone}>{leg.patientPhone}</Detail>
        {leg.brokerTripId ? <Detail label={copy.brokerTrip}>{leg.brokerTripId}</Detail> : null}
        <Detail label={copy.level}>
          <LevelOfServiceBadge level={leg.levelOfService} escorts={leg.escortCount} />
        </Detail>
        <Detail label={copy.status}>
          <JobStatusBadge status={leg.status} />
        </Detail>
        <Detail label={copy.driver}>{leg.assignedDriverName ?? copy.noDriver}</Detail>
        <Detail label={copy.pickup}>{leg.pickupAddress}</Detail>
        <Detail label={copy.dropoff}>{leg.dropoffAddress}</Detail>
        <Detail label={copy.pickupTime}>{leg.pickupTime ? at(leg.pickupTime) : copy.willCall}</Detail>
        <Detail label={copy.appointment}>{at(leg.appointmentTime)}</Detail>
        <Detail label={copy.dropoffTime}>{at(leg.dropoffTime)}</Detail>
        <Detail label={copy.payer}>{payer}</Detail>
        <Detail label={copy.notes} className="sm:col-span-2">
          {leg.rideNotes ?? copy.noNotes}
        </Detail>
      </dl>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        {waitingForRider(leg) ? <RiderReadyButton leg={leg} timeZone={timeZone} onDone={onClose} /> : null}
        <Button
          variant="secondary"
          onPointerEnter={CandidatesDialog.preload}
          onFocus={CandidatesDialog.preload}
          onClick={() => {
            onClose();
            onCandidates(leg);
          }}
        >
          <Users aria-hidden="true" className="size-4" />
          {copy.candidates}
        </Button>
        {cancellable(leg) ? (
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            <Ban aria-hidden="true" className="size-4" />
            {copy.cancel}
          </Button>
        ) : null}
        {/* The job list on the leg's day, with the job open: the id, never the rider, in the address. */}
        <Link
          href={`/jobs?date=${date}&job=${encodeURIComponent(leg.id)}`}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {copy.openJob}
        </Link>
      </div>
    </div>
  );
}
