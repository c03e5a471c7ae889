import { useState } from 'react';
import { Upload } from 'lucide-react';
import { CREDENTIAL_LABELS, type CredentialKind } from '@domain/credential';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { credentialsCopy as copy } from '@/content/credentials';
import { useDriverCredentials } from '../api/get-driver-credentials';
import { CredentialForm } from './credential-form';
import { CredentialRows, kindLines } from './credential-rows';

/**
 * The driver's own credentials on the portal (docs/decisions/042-credentials.md): the state of every kind, and
 * "Upload renewal" per kind, which the office verifies. Large rows and buttons for a phone.
 */
export function MyCredentials({ driverId }: { driverId: string }) {
  const credentials = useDriverCredentials(driverId);
  const [renewing, setRenewing] = useState<CredentialKind | null>(null);
  const [uploaderOpen, setUploaderOpen] = useState(false);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="my-credentials-heading" className="grid gap-4">
        <div>
          <h2 id="my-credentials-heading" className="text-xl font-bold text-brand-900">
            {copy.myHeading}
          </h2>
          <p className="mt-1 text-muted">{copy.myLead}</p>
        </div>
        {credentials.isPending ? (
          <Spinner label="Loading your credentials" />
        ) : credentials.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-danger">{copy.loadFailed}</p>
            <Button variant="secondary" onClick={() => void credentials.refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : (
          <CredentialRows
            large
            lines={kindLines(credentials.data)}
            action={(line) => (
              <Button variant="secondary" size="lg" className="w-full sm:w-auto" onClick={() => setRenewing(line.kind)}>
                <Upload aria-hidden="true" className="size-4" />
                {line.state === 'missing' ? copy.upload : copy.uploadRenewal}
                <span className="sr-only"> {CREDENTIAL_LABELS[line.kind]}</span>
              </Button>
            )}
          />
        )}
      </section>
      <Dialog open={renewing !== null} onOpenChange={(open) => !open && setRenewing(null)}>
        {renewing && (
          <DialogContent
            title={copy.renewalTitle(CREDENTIAL_LABELS[renewing])}
            description={copy.renewalLead}
            onEscapeKeyDown={(event) => uploaderOpen && event.preventDefault()}
            onInteractOutside={(event) => uploaderOpen && event.preventDefault()}
          >
            <CredentialForm
              driverId={driverId}
              kind={renewing}
              idPrefix="renewal"
              onDone={() => setRenewing(null)}
              onUploaderOpenChange={setUploaderOpen}
            />
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
