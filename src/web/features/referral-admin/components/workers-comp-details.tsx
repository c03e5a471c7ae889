import { WORKERS_COMP_LABELS, type WorkersCompDetails } from '@domain/authorization';
import { Detail, SectionHeading } from '@/components/ui/detail-list';
import { formatCalendarDate } from '@/lib/dates';

/** The claim and the authorization the referrer gave (docs/decisions/069-authorizations.md), as the dispatcher reads them. */
export function WorkersCompDetailsSection({ details }: { details: WorkersCompDetails }) {
  const L = WORKERS_COMP_LABELS;
  return (
    <section className="grid gap-3" aria-labelledby="referral-workers-comp-heading">
      <SectionHeading>
        <span id="referral-workers-comp-heading">Workers&apos; Compensation</span>
      </SectionHeading>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label={L.claimNumber}>{details.claimNumber}</Detail>
        <Detail label={L.employer}>{details.employer}</Detail>
        <Detail label={L.dateOfInjury}>{formatCalendarDate(details.dateOfInjury)}</Detail>
        <Detail label={L.authorizationNumber}>{details.authorizationNumber}</Detail>
        <Detail label={L.authorizedTrips}>{details.authorizedTrips}</Detail>
        <Detail label="Authorized Dates">
          {formatCalendarDate(details.authorizedFrom)} – {formatCalendarDate(details.authorizedTo)}
        </Detail>
        <Detail label={L.adjusterName}>{details.adjusterName}</Detail>
        <Detail label={L.adjusterPhone}>
          <a
            href={`tel:${details.adjusterPhone.replace(/[^\d+]/g, '')}`}
            className="text-brand-800 underline underline-offset-4"
          >
            {details.adjusterPhone}
          </a>
        </Detail>
        <Detail label={L.adjusterEmail}>
          <a href={`mailto:${details.adjusterEmail}`} className="text-brand-800 underline underline-offset-4">
            {details.adjusterEmail}
          </a>
        </Detail>
      </dl>
    </section>
  );
}
