import { LANGUAGE_LABELS } from '@domain/language';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Repeat } from 'lucide-react';
import { SEX_LABELS } from '@domain/diagnosis-words';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { oneLineAddress, PLACE_TYPE_LABELS } from '@domain/place';
import type { Rider } from '@domain/rider';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { BackLink, EditButton, RecordState, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { ridersCopy } from '@/content/riders';
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
    <StaffPage>
      <BackLink href="/riders">{detail.back}</BackLink>
      <RecordState query={rider} loading="Loading rider" text={detail}>
        {(r) => (
          <>
            <StaffPageHeader
              title={r.fullName}
              lead={`${formatCalendarDate(r.dateOfBirth)} · ${r.phone}`}
              action={
                <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
                  <Link
                    href={`/standing-orders/new?riderId=${encodeURIComponent(r.id)}`}
                    className={`${buttonClasses({ size: 'lg', variant: 'secondary' })} w-full sm:w-auto`}
                  >
                    <Repeat aria-hidden="true" className="size-4" />
                    {detail.newStandingOrder}
                  </Link>
                  <EditButton size="lg" onClick={() => setDialog({ kind: 'edit', rider: r })}>
                    {detail.edit}
                  </EditButton>
                </div>
              }
            />
            <RiderRecord rider={r} />
            <RiderAuthorizations riderId={r.id} />
            <RiderTrips riderId={r.id} timeZone={company.timeZone} />
          </>
        )}
      </RecordState>
      <RiderFormDialog mode={dialog} onClose={() => setDialog(null)} />
    </StaffPage>
  );
}

function RiderRecord({ rider }: { rider: Rider }) {
  const home = rider.homePlace;
  const alternate = [
    rider.alternateContactName,
    rider.alternateContactPhone,
    rider.alternateContactGetsTexts ? detail.getsTexts : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold text-ink">{detail.details}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={detail.dateOfBirth}>{formatCalendarDate(rider.dateOfBirth)}</Detail>
        <Detail label={detail.phone}>{rider.phone}</Detail>
        <Detail label={detail.memberId}>{rider.memberId ?? detail.notRecorded}</Detail>
        <Detail label={detail.sex}>{SEX_LABELS[rider.sex]}</Detail>
        <Detail label={detail.diagnoses}>{rider.diagnosisCodes.join(', ') || detail.noDiagnoses}</Detail>
        <Detail label={detail.level}>{LEVEL_OF_SERVICE_LABELS[rider.defaultLevelOfService]}</Detail>
        <Detail label={detail.needs}>
          <RiderNeeds rider={rider} />
        </Detail>
        <Detail label={detail.alternate}>{alternate || detail.noAlternate}</Detail>
        <Detail label={detail.language}>{LANGUAGE_LABELS[rider.language]}</Detail>
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
