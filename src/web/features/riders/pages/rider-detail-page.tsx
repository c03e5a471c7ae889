import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Pencil, Repeat } from 'lucide-react';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { oneLineAddress, PLACE_TYPE_LABELS } from '@domain/place';
import type { Rider } from '@domain/rider';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { Spinner } from '@/components/ui/spinner';
import { ridersCopy } from '@/content/riders';
import { ApiError } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { formatCalendarDate } from '@/lib/dates';
import { useRider } from '../api/get-rider';
import { RiderFormDialog, type RiderDialogMode } from '../components/rider-form-dialog';
import { RiderNeeds } from '../components/rider-needs';
import { RiderTrips } from '../components/rider-trips';
import { RiderAuthorizations } from '../components/rider-authorizations';

const { detail } = ridersCopy;

/** /riders/:id (administrators only): the rider's record, needs and notes for drivers, and their recent trips. */
export function RiderDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const rider = useRider(id);
  const company = useCompany();
  const [dialog, setDialog] = useState<RiderDialogMode | null>(null);

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <Link href="/riders" className="inline-flex min-h-11 items-center gap-1.5 justify-self-start font-semibold text-brand-800 underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {detail.back}
        </Link>
        {rider.isPending ? (
          <Spinner label="Loading rider" />
        ) : rider.isError ? (
          <Card className="p-6">
            <h1 className="text-xl font-semibold text-ink">{rider.error instanceof ApiError && rider.error.status === 404 ? detail.notFound : detail.loadFailed}</h1>
          </Card>
        ) : (
          <>
            <header className="flex flex-wrap items-end justify-between gap-4">
              <div className="min-w-0">
                <h1 className="text-3xl font-bold tracking-tight break-words text-brand-900">{rider.data.fullName}</h1>
                <p className="mt-1 text-muted">
                  {formatCalendarDate(rider.data.dateOfBirth)} · {rider.data.phone}
                </p>
              </div>
              <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
                <Link href={`/standing-orders/new?riderId=${encodeURIComponent(rider.data.id)}`} className={`${buttonClasses({ size: 'lg', variant: 'secondary' })} w-full sm:w-auto`}>
                  <Repeat aria-hidden="true" className="size-4" />
                  {detail.newStandingOrder}
                </Link>
                <Button size="lg" variant="secondary" className="w-full sm:w-auto" onClick={() => setDialog({ kind: 'edit', rider: rider.data })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {detail.edit}
                </Button>
              </div>
            </header>
            <RiderRecord rider={rider.data} />
            <RiderAuthorizations riderId={rider.data.id} />
            <RiderTrips riderId={rider.data.id} timeZone={company.timeZone} />
          </>
        )}
      </div>
      <RiderFormDialog mode={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

function RiderRecord({ rider }: { rider: Rider }) {
  const home = rider.homePlace;
  const alternate = [rider.alternateContactName, rider.alternateContactPhone].filter(Boolean).join(', ');
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold text-ink">{detail.details}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={detail.dateOfBirth}>{formatCalendarDate(rider.dateOfBirth)}</Detail>
        <Detail label={detail.phone}>{rider.phone}</Detail>
        <Detail label={detail.memberId}>{rider.memberId ?? detail.notRecorded}</Detail>
        <Detail label={detail.level}>{LEVEL_OF_SERVICE_LABELS[rider.defaultLevelOfService]}</Detail>
        <Detail label={detail.needs}>
          <RiderNeeds rider={rider} />
        </Detail>
        <Detail label={detail.alternate}>{alternate || detail.noAlternate}</Detail>
        <Detail label={detail.home} className="sm:col-span-2 lg:col-span-3">
          {home ? `${oneLineAddress(home)} (${PLACE_TYPE_LABELS[home.placeType]})` : detail.noHome}
        </Detail>
        <Detail label={detail.driverNotes} className="sm:col-span-2 lg:col-span-3">
          {rider.driverNotes ?? detail.noNotes}
        </Detail>
      </dl>
    </Card>
  );
}
