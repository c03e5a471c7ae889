import type { TripImport, TripImportChange } from '@domain/trip-import';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCompany } from '@/lib/company-profile';
import { failureToast, useSend } from '@/lib/use-send';
import { useDecideChange } from '../api/trip-imports';
import { importsCopy } from '../content';
import { changeText } from '../lib/change-text';

const copy = importsCopy.changes;

function ChangeRow({ change, importId }: { change: TripImportChange; importId: string }) {
  const { timeZone } = useCompany();
  const decide = useDecideChange(importId);
  const sending = useSend({
    run: (decision: 'accept' | 'ignore') => decide.mutateAsync({ id: change.id, decision }),
    succeeded: (result) => ({ title: result.status === 'accepted' ? copy.accepted : copy.ignored }),
    failed: (error) => failureToast(error, copy.failed),
  });
  return (
    <li className="grid gap-2 border-t border-slate-200 py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold break-words text-ink">
          {change.tripNumber} · {change.patientName}
        </p>
        <p className="text-sm text-ink">
          {change.kind === 'cancel' ? copy.cancel : change.changes.map((c) => changeText(c, timeZone)).join('; ')}
        </p>
      </div>
      {change.status === 'pending' ? (
        <div className="flex gap-2">
          <Button disabled={sending.pending} onClick={() => void sending.send('accept')}>
            {copy.accept}
          </Button>
          <Button variant="secondary" disabled={sending.pending} onClick={() => void sending.send('ignore')}>
            {copy.ignore}
          </Button>
        </div>
      ) : (
        <Badge tone={change.status === 'accepted' ? 'green' : 'neutral'}>{copy.status[change.status]}</Badge>
      )}
    </li>
  );
}

/** The broker's changes to trips a driver already has: nothing changes until the dispatcher accepts one. */
export function HeldChanges({ made }: { made: TripImport }) {
  if (made.changes.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={`held-${made.id}`} className="grid gap-2 p-4">
      <h2 id={`held-${made.id}`} className="text-lg font-semibold text-brand-900">
        {copy.heading}
      </h2>
      <p className="text-sm text-muted">{copy.lead}</p>
      <ul>
        {made.changes.map((change) => (
          <ChangeRow key={change.id} change={change} importId={made.id} />
        ))}
      </ul>
    </Card>
  );
}
