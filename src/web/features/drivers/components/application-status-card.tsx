import { type ReactNode } from 'react';
import { BadgeCheck, FileSignature, ShieldCheck } from 'lucide-react';
import type { Driver } from '@domain/driver';
import { DriverStatusBadge } from '@/components/ui/status-badges';
import { Card } from '@/components/ui/card';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
      {icon}
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** docs/product/screens-and-routes.md: status, personal information, metrics, vehicle, contract and consent. */
export function ApplicationStatusCard({ driver }: { driver: Driver }) {
  const company = useCompany();
  const signedAt = driver.contractSignedAt ? clockText(driver.contractSignedAt, 'longDate', company.timeZone) : null;

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-brand-900">Application Status</h2>
        <DriverStatusBadge status={driver.status} className="px-3 py-1 text-sm" />
      </div>

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-brand-800 uppercase">Personal Information</h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Detail label="Name">{driver.fullName}</Detail>
        <Detail label="Email">{driver.email}</Detail>
        <Detail label="Phone">{driver.phoneNumber}</Detail>
        <Detail label="City and State">
          {driver.city}, {driver.state}
        </Detail>
      </dl>

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-brand-800 uppercase">Performance</h3>
      <dl className="mt-3 grid grid-cols-2 gap-4">
        <Detail label="Rating">{driver.rating && Number(driver.rating) > 0 ? driver.rating : 'N/A'}</Detail>
        <Detail label="Trips Completed">{driver.tripsCompleted ?? 0}</Detail>
      </dl>

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-brand-800 uppercase">Vehicle</h3>
      <p className="mt-2 whitespace-pre-line text-ink">{driver.vehicleInfo?.trim() || 'Not provided'}</p>

      {(driver.contractAgreementSigned || driver.backgroundCheckConsent) && (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {driver.contractAgreementSigned && (
            <Notice
              icon={<FileSignature aria-hidden="true" className="size-5 shrink-0" />}
              title="Contract Agreement Signed"
            >
              <p className="mt-1 text-sm">
                Signature: <span className="font-serif italic">{driver.digitalSignature}</span>
              </p>
              {signedAt && <p className="text-sm">Signed on {signedAt}</p>}
            </Notice>
          )}
          {driver.backgroundCheckConsent && (
            <Notice
              icon={<ShieldCheck aria-hidden="true" className="size-5 shrink-0" />}
              title="Background Check Consent Provided"
            />
          )}
        </div>
      )}
      {driver.status === 'approved' && (
        <p className="mt-6 flex items-center gap-2 text-sm text-green-800">
          <BadgeCheck aria-hidden="true" className="size-4" /> You are approved to accept trips.
        </p>
      )}
    </Card>
  );
}
