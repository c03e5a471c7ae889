import { CircleAlert, ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, DOCUMENT_URL_FIELDS, type Driver } from '@domain/driver';
import type { DriverStatus } from '@domain/statuses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Detail, SectionHeading } from '@/components/ui/detail-list';
import { DriverStatusBadge } from '@/components/ui/status-badges';
import { dashboardText } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { formatMoment } from '@/lib/dates';
import { useApprovalChecklist } from '../api/get-approval-checklist';
import { missingFromRefusal, useUpdateDriverStatus } from '../api/update-driver-status';
import { ApprovalChecklist } from './approval-checklist';
import { AgreementDialog } from './agreement-dialog';
import { ApproveAnywayDialog, RejectApplicationDialog } from './decision-dialogs';
import { DriverVehicleSelect } from './driver-vehicle-select';

const text = dashboardText.drivers;

function DocumentRow({ driver, kind }: { driver: Driver; kind: (typeof DOCUMENT_KINDS)[number] }) {
  const url = driver[DOCUMENT_URL_FIELDS[kind]];
  return (
    <li className="flex min-h-12 items-center justify-between gap-3 py-1">
      <span className="font-medium text-ink">{DOCUMENT_LABELS[kind]}</span>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
        >
          View<span className="sr-only"> {DOCUMENT_LABELS[kind]} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <span className="inline-flex items-center gap-1.5 px-3 text-sm font-semibold text-danger">
          <CircleAlert aria-hidden="true" className="size-4" />
          {text.notUploaded}
        </span>
      )}
    </li>
  );
}

/** A section another feature adds to the dialog (the driver's credentials), given the driver and a way to say an uploader is open. */
export type DriverSection = (driver: Driver, onUploaderOpenChange: (open: boolean) => void) => ReactNode;

/** docs/product/screens-and-routes.md: everything an admin needs to decide on an application. */
export function DriverReviewDialog({
  driver,
  onClose,
  extra,
}: {
  driver: Driver | null;
  onClose: () => void;
  extra?: DriverSection;
}) {
  return (
    <Dialog open={driver !== null} onOpenChange={(open) => !open && onClose()}>
      {driver && <DriverReview driver={driver} onClose={onClose} extra={extra} />}
    </Dialog>
  );
}

function DriverReview({
  driver,
  onClose,
  extra,
}: {
  driver: Driver;
  onClose: () => void;
  extra?: DriverSection | undefined;
}) {
  const company = useCompany();
  const [uploaderOpen, setUploaderOpen] = useState(false);
  const update = useUpdateDriverStatus();
  const checklist = useApprovalChecklist(driver);
  const [rejecting, setRejecting] = useState(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const done = () => (setRejecting(false), setMissing(null), onClose());
  const decide = (status: DriverStatus, rejectionReason?: string) =>
    update.mutate({ id: driver.id, status, ...(rejectionReason && { rejectionReason }) }, { onSuccess: done });
  // The checklist asks first; were it still loading, the server's refusal lists the same items.
  const approve = () => {
    const gaps = checklist.items?.filter((item) => !item.done).map((item) => item.label) ?? [];
    if (gaps.length > 0) return setMissing(gaps);
    update.mutate(
      { id: driver.id, status: 'approved' },
      { onSuccess: done, onError: (error) => setMissing(missingFromRefusal(error) ?? null) },
    );
  };
  const approveAnyway = () =>
    update.mutate({ id: driver.id, status: 'approved', acknowledgeMissing: true }, { onSuccess: done });

  return (
    <DialogContent
      title={`Review: ${driver.fullName}`}
      description="Driver application"
      className="sm:max-w-2xl"
      // Escape and outside clicks belong to an uploader while one is open on top of this dialog.
      onEscapeKeyDown={(event) => uploaderOpen && event.preventDefault()}
      onInteractOutside={(event) => uploaderOpen && event.preventDefault()}
    >
      <div className="grid gap-6">
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted">Status</span>
          <DriverStatusBadge status={driver.status} />
        </div>
        <section className="grid gap-3">
          <SectionHeading>Personal Information</SectionHeading>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Full Name">{driver.fullName}</Detail>
            <Detail label="Email">{driver.email}</Detail>
            <Detail label="Phone">{driver.phoneNumber}</Detail>
            <Detail label="City and State">
              {driver.city}, {driver.state}
            </Detail>
            <Detail label="Applied">{formatMoment(driver.createdAt, company.timeZone)}</Detail>
          </dl>
        </section>
        <section className="grid gap-3">
          <SectionHeading>Vehicle</SectionHeading>
          <p className="wrap-anywhere whitespace-pre-line text-ink">{driver.vehicleInfo?.trim() || 'Not provided'}</p>
          <DriverVehicleSelect driver={driver} />
        </section>
        <section className="grid gap-1">
          <SectionHeading>Documents</SectionHeading>
          <ul className="divide-y divide-slate-200">
            {DOCUMENT_KINDS.map((kind) => (
              <DocumentRow key={kind} driver={driver} kind={kind} />
            ))}
          </ul>
        </section>
        {extra?.(driver, setUploaderOpen)}
        <ApprovalChecklist items={checklist.items} />
        <section className="grid gap-3">
          <SectionHeading>Agreement and Consent</SectionHeading>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Contract Signed">{driver.contractAgreementSigned ? 'Yes' : 'No'}</Detail>
            <Detail label="Digital Signature">
              {driver.digitalSignature ? (
                <span className="font-serif text-lg italic">{driver.digitalSignature}</span>
              ) : (
                'None'
              )}
            </Detail>
            <Detail label="Signed At">
              {driver.contractSignedAt ? formatMoment(driver.contractSignedAt, company.timeZone) : 'Not signed'}
            </Detail>
            <Detail label="Background Check Consent">{driver.backgroundCheckConsent ? 'Given' : 'Not given'}</Detail>
          </dl>
          <div>
            <AgreementDialog signature={driver.digitalSignature} />
          </div>
        </section>
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="destructive" disabled={update.isPending} onClick={() => setRejecting(true)}>
          {text.reject}
        </Button>
        <Button disabled={update.isPending} onClick={approve}>
          {text.approveDriver}
        </Button>
      </div>
      <RejectApplicationDialog
        driver={rejecting ? driver : null}
        busy={update.isPending}
        onReject={(reason) => decide('rejected', reason)}
        onCancel={() => setRejecting(false)}
      />
      <ApproveAnywayDialog
        driver={driver}
        missing={missing}
        busy={update.isPending}
        onApprove={approveAnyway}
        onCancel={() => setMissing(null)}
      />
    </DialogContent>
  );
}
