import { useState } from 'react';
import { BadgeCheck, Plus } from 'lucide-react';
import { CREDENTIAL_LABELS, type Credential } from '@domain/credential';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/detail-list';
import { Spinner } from '@/components/ui/spinner';
import { CredentialStateBadge } from '@/components/ui/status-badges';
import { toast } from '@/components/ui/use-toast';
import { credentialsCopy as copy } from '@/content/credentials';
import { errorMessage } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/dates';
import { useDriverCredentials } from '../api/get-driver-credentials';
import { useUpdateCredential } from '../api/update-credential';
import { CredentialForm } from './credential-form';
import { CredentialRows, DocumentLink, kindLines } from './credential-rows';

/**
 * The administrator's view of one driver's credentials (docs/decisions/042-credentials.md): the state of every
 * kind, Verify on a renewal waiting, the full history, and Add credential.
 */
export function DriverCredentials({
  driverId,
  onUploaderOpenChange,
}: {
  driverId: string;
  onUploaderOpenChange?: (open: boolean) => void;
}) {
  const credentials = useDriverCredentials(driverId);
  const update = useUpdateCredential(driverId);
  const [adding, setAdding] = useState(false);

  const verify = (credential: Credential) =>
    update.mutate(
      { id: credential.id, verified: true },
      {
        onSuccess: () => toast({ title: copy.verified }),
        onError: (error) =>
          toast({
            title: copy.verifyFailed,
            description: errorMessage(error, copy.verifyFailed),
            variant: 'destructive',
          }),
      },
    );
  const verifyButton = (credential: Credential | undefined) =>
    credential ? (
      <Button variant="secondary" disabled={update.isPending} onClick={() => verify(credential)}>
        <BadgeCheck aria-hidden="true" className="size-4" />
        {copy.verify}
        <span className="sr-only"> {CREDENTIAL_LABELS[credential.kind]}</span>
      </Button>
    ) : null;

  return (
    <section className="grid gap-3" aria-label={copy.heading}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionHeading>{copy.heading}</SectionHeading>
        {adding ? null : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {copy.addCredential}
          </Button>
        )}
      </div>
      {adding && (
        <div className="rounded-lg border border-brand-200 bg-brand-50/40 p-4">
          <p className="mb-3 text-sm text-muted">{copy.addLead}</p>
          <CredentialForm
            driverId={driverId}
            mayVerify
            idPrefix={`add-credential-${driverId}`}
            onDone={() => setAdding(false)}
            onUploaderOpenChange={onUploaderOpenChange}
          />
        </div>
      )}
      {credentials.isPending ? (
        <Spinner label="Loading credentials" />
      ) : credentials.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-danger">{copy.loadFailed}</p>
          <Button variant="secondary" onClick={() => void credentials.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <>
          <CredentialRows lines={kindLines(credentials.data)} action={(line) => verifyButton(line.waiting)} />
          <details className="rounded-lg border border-slate-200 px-3 py-2">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink">
              {copy.history} ({credentials.data.items.length})
            </summary>
            {credentials.data.items.length === 0 ? (
              <p className="py-2 text-muted">{copy.noHistory}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {credentials.data.items.map((credential) => (
                  <li key={credential.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span className="min-w-0">
                      <span className="font-medium text-ink">{CREDENTIAL_LABELS[credential.kind]}</span>{' '}
                      <span className="text-muted">
                        {formatCalendarDate(credential.issuedOn)} – {formatCalendarDate(credential.expiresOn)}
                        {credential.verifiedByName ? ` · verified by ${credential.verifiedByName}` : ''}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <CredentialStateBadge state={credential.state} />
                      <DocumentLink objectId={credential.objectId} label={CREDENTIAL_LABELS[credential.kind]} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </details>
        </>
      )}
    </section>
  );
}
