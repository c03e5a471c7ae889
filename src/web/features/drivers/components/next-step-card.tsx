import { Clock, Mail, Phone, XCircle } from 'lucide-react';
import { phoneHref } from '@domain/company';
import type { Driver } from '@domain/driver';
import { Card } from '@/components/ui/card';
import { driverPortalCopy as copy } from '@/content/driver-application';
import { useCompany } from '@/lib/company-profile';

/** What a pending or rejected applicant does next, and how to reach the company (from its profile). */
export function NextStepCard({ driver }: { driver: Pick<Driver, 'status' | 'rejectionReason'> }) {
  const company = useCompany();
  if (driver.status !== 'pending' && driver.status !== 'rejected') return null;
  const rejected = driver.status === 'rejected';
  return (
    <Card
      role="region"
      className={rejected ? 'border-red-200 p-5 sm:p-6' : 'border-amber-200 p-5 sm:p-6'}
      aria-labelledby="next-step-heading"
    >
      <h2 id="next-step-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        {rejected ? (
          <XCircle aria-hidden="true" className="size-6 text-red-700" />
        ) : (
          <Clock aria-hidden="true" className="size-6 text-amber-700" />
        )}
        {rejected ? copy.rejected.title : copy.pending.title}
      </h2>
      {rejected ? (
        <div className="mt-3 grid gap-2">
          <p className="text-sm font-semibold text-muted">{copy.rejected.reasonLabel}</p>
          <p className="rounded-md bg-red-50 px-3 py-2 wrap-anywhere whitespace-pre-line text-red-900">
            {driver.rejectionReason || copy.rejected.noReason}
          </p>
          <p className="text-ink">{copy.rejected.lead}</p>
        </div>
      ) : (
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-ink">
          {copy.pending.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 border-t border-slate-200 pt-3">
        <span className="text-sm text-muted">{copy.contact}</span>
        <a
          href={phoneHref(company.phone)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
        >
          <Phone aria-hidden="true" className="size-4" />
          {company.phone}
        </a>
        <a
          href={`mailto:${company.email}`}
          className="inline-flex min-h-11 min-w-0 items-center gap-1.5 font-semibold break-all text-brand-800 underline underline-offset-2"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {company.email}
        </a>
      </div>
    </Card>
  );
}
