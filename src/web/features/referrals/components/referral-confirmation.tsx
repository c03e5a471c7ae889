import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { referralReference, REFERRAL_FIELD_LABELS, type Referral } from '@domain/referral';
import { WORKERS_COMP_LABELS } from '@domain/authorization';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { TRANSPORT_TYPE_LABELS } from '@domain/statuses';
import { Button } from '@/components/ui/button';
import { referralPage } from '@/content/referral-page';
import { useAuth } from '@/lib/auth';
import { calendarText, wallTimeText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { formatReturnTrip } from '@/lib/dates';

const copy = referralPage.confirmation;

interface ReferralConfirmationProps {
  referral: Referral;
  /** The company's time zone in words, said beside the appointment time. */
  timeZoneLabel: string;
  onSendAnother: () => void;
}

const appointmentText = (referral: Referral, zone: string) =>
  `${calendarText(referral.appointmentDate, 'longWeekdayDate')} at ${wallTimeText(referral.appointmentTime)} ${zone}`;

/**
 * What the case manager sees once the referral is stored: its reference and what was sent
 * (docs/decisions/015-referral-confirmation-and-patient-phone.md).
 */
export function ReferralConfirmation({ referral, timeZoneLabel, onSendAnother }: ReferralConfirmationProps) {
  const company = useCompany();
  const { user } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: move focus to the news so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    [REFERRAL_FIELD_LABELS.patientName, referral.patientName],
    [REFERRAL_FIELD_LABELS.patientPhone, referral.patientPhone ?? ''],
    ['Appointment', appointmentText(referral, timeZoneLabel)],
    [REFERRAL_FIELD_LABELS.returnTrip, formatReturnTrip(referral.returnTrip, referral.returnTime, company.timeZone)],
    [REFERRAL_FIELD_LABELS.pickupPlace, referral.pickupLocation],
    [REFERRAL_FIELD_LABELS.dropoffPlace, referral.dropoffLocation],
    [REFERRAL_FIELD_LABELS.transportType, TRANSPORT_TYPE_LABELS[referral.transportType]],
    [REFERRAL_FIELD_LABELS.levelOfService, LEVEL_OF_SERVICE_LABELS[referral.levelOfService]],
    [REFERRAL_FIELD_LABELS.escortCount, String(referral.escortCount)],
    // The carrier's numbers as sent, for the case manager to check against the adjuster's (docs/decisions/069-authorizations.md).
    ...(referral.workersComp
      ? ([
          [WORKERS_COMP_LABELS.claimNumber, referral.workersComp.claimNumber],
          [WORKERS_COMP_LABELS.authorizationNumber, referral.workersComp.authorizationNumber],
        ] as [string, string][])
      : []),
    ['Referred by', `${referral.referrerName}, ${referral.referrerCompany}`],
  ];
  return (
    <section aria-labelledby="referral-confirmation-heading" className="grid gap-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 size-7 shrink-0 text-green-700" />
        <div>
          <h2
            id="referral-confirmation-heading"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-brand-900 focus:outline-none"
          >
            {copy.heading}
          </h2>
          <p className="mt-1 text-muted">{copy.lead}</p>
        </div>
      </div>
      <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
        {copy.reference}{' '}
        <strong className="font-mono text-xl tracking-wide" data-testid="referral-reference">
          {referralReference(referral.id)}
        </strong>
      </p>
      {user ? null : <p className="text-sm text-muted">{copy.partnerHint}</p>}
      <div>
        <h3 className="border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">{copy.summary}</h3>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium wrap-anywhere text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Button size="lg" variant="secondary" className="w-full sm:w-auto sm:justify-self-start" onClick={onSendAnother}>
        {copy.sendAnother}
      </Button>
    </section>
  );
}
