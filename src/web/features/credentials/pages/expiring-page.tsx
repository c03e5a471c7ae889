import { useState } from 'react';
import { useSearchParam } from '@/lib/search-param';
import { Link } from 'wouter';
import { Car, UserRound } from 'lucide-react';
import { CREDENTIAL_LABELS, daysBetween, type CredentialKind, type ExpiringItem } from '@domain/credential';
import { todayIn } from '@domain/dates';
import { VEHICLE_DOCUMENT_LABELS, type VehicleDocumentKind } from '@domain/vehicle';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { CredentialStateBadge } from '@/components/ui/status-badges';
import { credentialsCopy as copy } from '@/content/credentials';
import { useCompany } from '@/lib/company-profile';
import { formatCalendarDate } from '@/lib/dates';
import { useExpiring } from '../api/get-expiring';
import { DriverCredentials } from '../components/driver-credentials';

const DAY_CHOICES = [30, 60, 90] as const;
const COLUMNS = 'sm:grid-cols-[2fr_2fr_2fr_7rem]';

const kindLabel = (item: ExpiringItem) =>
  item.subject === 'driver'
    ? (CREDENTIAL_LABELS[item.kind as CredentialKind] ?? item.kind)
    : (VEHICLE_DOCUMENT_LABELS[item.kind as VehicleDocumentKind] ?? item.kind);

const subjectClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-md text-left font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50';

/** /credentials (docs/decisions/042-credentials.md): what expires soon across drivers and vehicles, soonest first. */
export function ExpiringPage() {
  // The window is in the address (?days=60); a value not offered falls back to 30.
  const [askedDays, setDaysParam] = useSearchParam('days', '30');
  const days = (DAY_CHOICES as readonly number[]).includes(Number(askedDays)) ? Number(askedDays) : 30;
  const setDays = (n: number) => setDaysParam(String(n));
  const expiring = useExpiring(days);
  const [driver, setDriver] = useState<{ id: string; name: string } | null>(null);
  const [uploaderOpen, setUploaderOpen] = useState(false);
  const items = expiring.data?.items ?? [];
  const today = todayIn(useCompany().timeZone);

  return (
    <StaffPage width="5xl">
      <StaffPageHeader
        title={copy.expiringTitle}
        lead={copy.expiringLead}
        action={
          <div className="grid w-full gap-1.5 sm:w-48">
            <Label htmlFor="expiring-days">{copy.within}</Label>
            <Select id="expiring-days" value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {DAY_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {copy.days(n)}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      <Card className="p-0">
        {expiring.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading what expires soon" />
          </div>
        ) : expiring.isError ? (
          <div className="flex flex-wrap items-center gap-3 p-6">
            <p className="text-danger">{copy.loadFailed}</p>
            <Button variant="secondary" onClick={() => void expiring.refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-muted">{copy.expiringEmpty(days)}</p>
        ) : (
          <>
            <div
              aria-hidden="true"
              className={`hidden border-b border-slate-200 px-4 py-2 text-sm font-semibold text-muted sm:grid ${COLUMNS}`}
            >
              {copy.columns.map((heading) => (
                <span key={heading}>{heading}</span>
              ))}
            </div>
            <ul className="divide-y divide-slate-200" aria-label={copy.expiringTitle}>
              {items.map((item) => (
                <li
                  key={`${item.subject}-${item.subjectId}-${item.kind}`}
                  className={`grid gap-1 px-4 py-3 sm:items-center sm:gap-4 ${COLUMNS}`}
                >
                  <div className="min-w-0">
                    <span className="sr-only">{copy.subject[item.subject]}: </span>
                    {item.subject === 'driver' ? (
                      <button
                        type="button"
                        className={subjectClasses}
                        onClick={() => setDriver({ id: item.subjectId, name: item.subjectName })}
                      >
                        <UserRound aria-hidden="true" className="size-4 shrink-0" />
                        {item.subjectName}
                      </button>
                    ) : (
                      <Link href={`/vehicles/${item.subjectId}`} className={subjectClasses}>
                        <Car aria-hidden="true" className="size-4 shrink-0" />
                        {item.subjectName}
                      </Link>
                    )}
                  </div>
                  <span className="text-ink">{kindLabel(item)}</span>
                  <span className="text-sm text-ink">
                    {formatCalendarDate(item.expiresOn)}{' '}
                    <span className="text-muted">({copy.daysLeft(daysBetween(today, item.expiresOn))})</span>
                  </span>
                  <span>
                    <CredentialStateBadge state={item.state} />
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      <Dialog open={driver !== null} onOpenChange={(open) => !open && setDriver(null)}>
        {driver && (
          <DialogContent
            title={copy.openDriver(driver.name)}
            className="sm:max-w-2xl"
            onEscapeKeyDown={(event) => uploaderOpen && event.preventDefault()}
            onInteractOutside={(event) => uploaderOpen && event.preventDefault()}
          >
            <DriverCredentials driverId={driver.id} onUploaderOpenChange={setUploaderOpen} />
          </DialogContent>
        )}
      </Dialog>
    </StaffPage>
  );
}
