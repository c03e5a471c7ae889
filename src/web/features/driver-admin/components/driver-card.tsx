import { Car, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { Driver } from '@domain/driver';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DriverStatusBadge } from '@/components/ui/status-badges';
import { dashboardText } from '@/content/dashboard';
import { lazyDialog } from '@/lib/lazy-dialog';
import { missingFromRefusal, useUpdateDriverStatus } from '../api/update-driver-status';

const text = dashboardText.drivers;

// Asked only when the server refuses an approval for what is missing: its dialog library comes then.
const ApproveAnywayDialog = lazyDialog(
  async () => (await import('./decision-dialogs')).ApproveAnywayDialog,
  (props) => props.missing !== null,
);

/** One application in the Drivers tab: contact, place, vehicle, consent and the admin's actions. */
export function DriverCard({ driver, onReview }: { driver: Driver; onReview: (driver: Driver) => void }) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold wrap-anywhere text-ink">{driver.fullName}</h3>
          <DriverStatusBadge status={driver.status} />
        </div>
        <ul className="mt-2 grid gap-1.5 text-sm text-muted sm:grid-cols-2 sm:gap-x-6">
          <li className="flex min-w-0 items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Email: </span>
            <span className="truncate">{driver.email}</span>
          </li>
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Phone: </span>
            {driver.phoneNumber}
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">City and state: </span>
            {driver.city}, {driver.state}
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <Car aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Vehicle: </span>
            <span className="truncate">{driver.vehicleInfo?.trim() || text.noVehicle}</span>
          </li>
        </ul>
        {driver.backgroundCheckConsent && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-800">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {text.consent}
          </p>
        )}
      </div>
      <DriverActions
        driver={driver}
        onReview={onReview}
        className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0 sm:flex-col"
      />
    </Card>
  );
}

/**
 * Review, and the quick Approve of a pending application: when the driver lacks a vehicle, a document or a credential
 * the server refuses with the list, and the card asks before approving anyway.
 */
export function DriverActions({
  driver,
  onReview,
  className,
}: {
  driver: Driver;
  onReview: (driver: Driver) => void;
  className?: string;
}) {
  const update = useUpdateDriverStatus();
  const [missing, setMissing] = useState<string[] | null>(null);
  const approve = () =>
    update.mutate(
      { id: driver.id, status: 'approved' },
      { onError: (error) => setMissing(missingFromRefusal(error) ?? null) },
    );
  const approveAnyway = () =>
    update.mutate(
      { id: driver.id, status: 'approved', acknowledgeMissing: true },
      { onSuccess: () => setMissing(null) },
    );
  return (
    <>
      <div className={className}>
        <Button
          variant="secondary"
          onClick={() => onReview(driver)}
          className={driver.status === 'pending' ? '' : 'col-span-2'}
        >
          {text.review}
          <span className="sr-only"> {driver.fullName}</span>
        </Button>
        {driver.status === 'pending' && (
          <Button disabled={update.isPending} onClick={approve}>
            {text.approve}
            <span className="sr-only"> {driver.fullName}</span>
          </Button>
        )}
      </div>
      <ApproveAnywayDialog
        driver={driver}
        missing={missing}
        busy={update.isPending}
        onApprove={approveAnyway}
        onCancel={() => setMissing(null)}
      />
    </>
  );
}
