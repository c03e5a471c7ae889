import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { Authorization } from '@domain/authorization';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { authorizationsCopy as copy } from '@/content/authorizations';
import { formatCalendarDate } from '@/lib/dates';
import { useRiderAuthorizations } from '../api/rider-authorizations';
import { AuthorizationFormDialog, type AuthorizationDialogMode } from './authorization-form-dialog';

/** The rider's workers' compensation authorizations (docs/decisions/069-authorizations.md), with add and edit. */
export function RiderAuthorizations({ riderId }: { riderId: string }) {
  const authorizations = useRiderAuthorizations(riderId);
  const [dialog, setDialog] = useState<AuthorizationDialogMode | null>(null);
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{copy.heading}</h2>
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.add}
        </Button>
      </div>
      {authorizations.isPending ? (
        <Spinner label="Loading authorizations" />
      ) : authorizations.isError ? (
        <p role="alert" className="mt-3">
          {copy.loadFailed}
        </p>
      ) : authorizations.data.length === 0 ? (
        <p className="mt-3 text-muted">{copy.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {authorizations.data.map((authorization) => (
            <AuthorizationItem
              key={authorization.id}
              authorization={authorization}
              onEdit={() => setDialog({ kind: 'edit', authorization })}
            />
          ))}
        </ul>
      )}
      <AuthorizationFormDialog riderId={riderId} mode={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}

function AuthorizationItem({ authorization: a, onEdit }: { authorization: Authorization; onEdit: () => void }) {
  const usedUp = a.tripsUsed >= a.authorizedTrips;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted">Authorization</dt>
          <dd className="font-mono font-semibold wrap-anywhere text-ink">{a.authorizationNumber}</dd>
        </div>
        <div>
          <dt className="text-muted">{copy.claim}</dt>
          <dd className="wrap-anywhere text-ink">
            {a.claimNumber} · {a.employer}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{copy.adjuster}</dt>
          <dd className="wrap-anywhere text-ink">
            {a.adjusterName} · {a.adjusterPhone}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{copy.trips}</dt>
          <dd className={usedUp ? 'font-semibold text-danger' : 'font-semibold text-ink'}>
            {copy.tripsUsed(a.tripsUsed, a.authorizedTrips)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{copy.dates}</dt>
          <dd className="text-ink">
            {formatCalendarDate(a.authorizedFrom)} – {formatCalendarDate(a.authorizedTo)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{copy.diagnoses}</dt>
          <dd className={a.diagnosisCodes.length > 0 ? 'font-mono wrap-anywhere text-ink' : 'text-ink'}>
            {a.diagnosisCodes.length > 0 ? a.diagnosisCodes.join(', ') : copy.noDiagnoses}
          </dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        className="justify-self-start"
        onClick={onEdit}
        aria-label={`${copy.edit} authorization ${a.authorizationNumber}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {copy.edit}
      </Button>
    </li>
  );
}
