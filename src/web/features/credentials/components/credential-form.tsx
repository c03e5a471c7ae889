import { useState, type FormEvent } from 'react';
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_LABELS,
  CREDENTIAL_VALID_MONTHS,
  credentialCreateSchema,
  type CredentialKind,
} from '@domain/credential';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DocumentUpload, type UploadedDocument } from '@/components/uploader/document-upload';
import { credentialsCopy as copy } from '@/content/credentials';
import { useSend } from '@/lib/use-send';
import { useAddCredential } from '../api/add-credential';

const FIELDS = ['kind', 'issuedOn', 'expiresOn', 'objectId'] as const;
type Field = (typeof FIELDS)[number];

interface CredentialFormProps {
  driverId: string;
  /** The renewal of one kind (the driver's "Upload renewal"); the administrator chooses the kind. */
  kind?: CredentialKind;
  /** An administrator may verify the credential as they add it. */
  mayVerify?: boolean;
  idPrefix: string;
  onDone: () => void;
  onUploaderOpenChange?: (open: boolean) => void;
}

const objectIdOf = (document: UploadedDocument | undefined) => document?.url.replace(/^\/objects\//, '') ?? null;

/** Kind, dates and the document; checked by the schema the server uses before it is sent. */
export function CredentialForm({
  driverId,
  kind: fixedKind,
  mayVerify = false,
  idPrefix,
  onDone,
  onUploaderOpenChange,
}: CredentialFormProps) {
  const [kind, setKind] = useState<CredentialKind | ''>(fixedKind ?? '');
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [document, setDocument] = useState<UploadedDocument>();
  const [verified, setVerified] = useState(true);
  const add = useAddCredential(driverId);
  const { send, pending, errors, setErrors } = useSend({
    run: add.mutateAsync,
    succeeded: { title: mayVerify ? copy.added : copy.renewalSent },
    done: onDone,
    failed: { title: copy.addFailed, description: copy.addFailed, reason: 'instead' },
    fields: FIELDS,
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const months = kind ? CREDENTIAL_VALID_MONTHS[kind] : null;
  const expiryHint = kind && months !== null ? copy.expiryDefault(months) : kind ? copy.expiryRequired : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      kind,
      issuedOn,
      expiresOn: expiresOn || null,
      objectId: objectIdOf(document),
      ...(mayVerify && { verified }),
    };
    const parsed = credentialCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    void send(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {fixedKind ? null : (
        <FormField id={id('kind')} label={copy.kind} error={errors.kind}>
          {(control) => (
            <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as CredentialKind)}>
              <option value="">{copy.chooseKind}</option>
              {CREDENTIAL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {CREDENTIAL_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('issued')} label={copy.issuedOn} error={errors.issuedOn}>
          {(control) => (
            <Input {...control} type="date" value={issuedOn} onChange={(event) => setIssuedOn(event.target.value)} />
          )}
        </FormField>
        <FormField id={id('expires')} label={copy.expiresOn} error={errors.expiresOn} hint={expiryHint}>
          {(control) => (
            <Input {...control} type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
          )}
        </FormField>
      </div>
      <DocumentUpload
        kind="license"
        label={kind ? CREDENTIAL_LABELS[kind] : copy.document}
        idPrefix={id('file')}
        value={document}
        onChange={setDocument}
        error={errors.objectId}
        onUploaderOpenChange={onUploaderOpenChange}
      />
      {mayVerify && (
        <CheckboxField
          id={id('verified')}
          label={copy.verifyNow}
          checked={verified}
          onChange={(event) => setVerified(event.target.checked)}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? copy.saving : mayVerify ? copy.save : copy.sendRenewal}
        </Button>
      </div>
    </form>
  );
}
