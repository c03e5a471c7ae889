import type { ReactNode } from 'react';
import { referralReference, type Referral } from '@domain/referral';
import { TRANSPORT_TYPE_LABELS } from '@domain/statuses';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Detail, SectionHeading } from '@/components/ui/detail-list';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { PLACE_TYPE_LABELS, type Place } from '@domain/place';
import { ReferralStatusBadge } from '@/components/ui/status-badges';
import { useCompany } from '@/lib/company-profile';
import { formatAppointment, formatCalendarDate, formatMoment, formatReturnTrip } from '@/lib/dates';
import { dashboardText } from '@/content/dashboard';
import { ReferralLegs } from './referral-legs';
import { WorkersCompDetailsSection } from './workers-comp-details';

/** The address on one line, and the kind of place when the referral says it. */
const placeText = (line: string, place: Place | null) =>
  place ? `${line} (${PLACE_TYPE_LABELS[place.placeType]})` : line;

/** A section another feature adds to the dialog (the referral's messages), given the referral. */
export type ReferralSection = (referral: Referral) => ReactNode;

/** Decision 029: View opens the whole referral. */
export function ReferralViewDialog({
  referral,
  onClose,
  extra,
}: {
  referral: Referral | null;
  onClose: () => void;
  extra?: ReferralSection;
}) {
  const company = useCompany();
  return (
    <Dialog open={referral !== null} onOpenChange={(open) => !open && onClose()}>
      {referral && (
        <DialogContent
          title={`Referral: ${referral.patientName}`}
          description={`Received ${formatMoment(referral.createdAt, company.timeZone)}`}
          className="sm:max-w-2xl"
        >
          <div className="grid gap-6">
            <div className="flex items-center gap-2">
              <span className="text-sm text-muted">Status</span>
              <ReferralStatusBadge status={referral.status} />
              <span className="ml-auto text-sm text-muted">
                Reference <span className="font-mono font-semibold text-ink">{referralReference(referral.id)}</span>
              </span>
            </div>
            <section className="grid gap-3">
              <SectionHeading>Patient and Trip</SectionHeading>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail label="Patient Name">{referral.patientName}</Detail>
                <Detail label="Date of Birth">{formatCalendarDate(referral.patientDob)}</Detail>
                <Detail label="Transport Type">
                  {TRANSPORT_TYPE_LABELS[referral.transportType] ?? referral.transportType}
                </Detail>
                <Detail label="Level of Service">
                  <LevelOfServiceBadge level={referral.levelOfService} escorts={referral.escortCount} />
                </Detail>
                <Detail label="Patient Phone">{referral.patientPhone ?? 'Not given'}</Detail>
                <Detail label="Diagnosis Codes">{referral.diagnosisCodes.join(', ') || 'Not given'}</Detail>
                <Detail label="Appointment">
                  {formatAppointment(referral.appointmentDate, referral.appointmentTime, company.timeZone)}
                </Detail>
                <Detail label="Return Trip">
                  {formatReturnTrip(referral.returnTrip, referral.returnTime, company.timeZone)}
                </Detail>
                <Detail label="Pickup Address">{placeText(referral.pickupLocation, referral.pickupPlace)}</Detail>
                <Detail label="Dropoff Address">{placeText(referral.dropoffLocation, referral.dropoffPlace)}</Detail>
              </dl>
            </section>
            {referral.legs ? (
              <section className="grid gap-3">
                <SectionHeading>{dashboardText.referrals.legs.heading}</SectionHeading>
                <ReferralLegs
                  legs={referral.legs}
                  patientName={referral.patientName}
                  cancelled={referral.status === 'cancelled'}
                />
              </section>
            ) : null}
            {referral.workersComp ? <WorkersCompDetailsSection details={referral.workersComp} /> : null}
            <section className="grid gap-3">
              <SectionHeading>Referred By</SectionHeading>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail label="Name">{referral.referrerName}</Detail>
                <Detail label="Organization">{referral.referrerCompany}</Detail>
                <Detail label="Phone">
                  <a
                    href={`tel:${referral.referrerPhone.replace(/[^\d+]/g, '')}`}
                    className="text-brand-800 underline underline-offset-4"
                  >
                    {referral.referrerPhone}
                  </a>
                </Detail>
                <Detail label="Email">
                  <a href={`mailto:${referral.referrerEmail}`} className="text-brand-800 underline underline-offset-4">
                    {referral.referrerEmail}
                  </a>
                </Detail>
              </dl>
            </section>
            <section className="grid gap-3">
              <SectionHeading>Notes</SectionHeading>
              <p className="wrap-anywhere whitespace-pre-line text-ink">{referral.notes?.trim() || 'No notes'}</p>
            </section>
            {extra?.(referral)}
            <dl className="grid gap-4 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
              <Detail label="Received">{formatMoment(referral.createdAt, company.timeZone)}</Detail>
              <Detail label="Last Updated">{formatMoment(referral.updatedAt, company.timeZone)}</Detail>
            </dl>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
