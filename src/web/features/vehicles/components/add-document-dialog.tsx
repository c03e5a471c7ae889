import { useState, type FormEvent } from 'react';
import { FilePlus } from 'lucide-react';
import {
  VEHICLE_DOCUMENT_KINDS,
  VEHICLE_DOCUMENT_LABELS,
  vehicleDocumentSchema,
  type VehicleDocumentKind,
} from '@domain/vehicle';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DocumentUpload, type UploadedDocument } from '@/components/uploader/document-upload';
import { vehiclesCopy } from '@/content/vehicles';
import { useSend } from '@/lib/use-send';
import { useAddVehicleDocument } from '../api/add-vehicle-document';

const copy = vehiclesCopy.documents;
const FIELDS = ['kind', 'expiresOn', 'objectId'] as const;
type Field = (typeof FIELDS)[number];
const objectIdOf = (url: string) => url.match(/^\/objects\/([0-9a-f-]{36})$/)?.[1] ?? null;

/**
 * Add document: the kind, the expiry printed on it and the file, uploaded first through the uploader the driver
 * application uses (POST /api/objects/upload); the document then points at that upload.
 */
export function AddDocumentDialog({ vehicleId }: { vehicleId: string }) {
  const [open, setOpen] = useState(false);
  const [uploaderOpen, setUploaderOpen] = useState(false);
  const [kind, setKind] = useState<VehicleDocumentKind | ''>('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<UploadedDocument | undefined>();
  const add = useAddVehicleDocument();
  const { send, pending, errors, setErrors } = useSend({
    run: add.mutateAsync,
    succeeded: vehiclesCopy.toasts.documentAdded,
    done: () => onOpenChange(false),
    failed: vehiclesCopy.toasts.documentFailed,
    fields: FIELDS,
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setKind('');
      setExpiresOn('');
      setFile(undefined);
      setErrors({});
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server's schema first; the file is asked for here, as a document without its paper proves nothing.
    const parsed = vehicleDocumentSchema.safeParse({
      kind: kind || undefined,
      expiresOn,
      objectId: file ? objectIdOf(file.url) : null,
    });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    if (!file) found.objectId = 'Upload the document first';
    setErrors(found);
    if (!parsed.success || !file) return;
    void send({ vehicleId, body: parsed.data });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          <FilePlus aria-hidden="true" className="size-4" />
          {copy.add}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={copy.dialogTitle}
        description={copy.dialogDescription}
        // Escape and outside clicks belong to the uploader while it is open on top of this dialog.
        onEscapeKeyDown={(event) => uploaderOpen && event.preventDefault()}
        onInteractOutside={(event) => uploaderOpen && event.preventDefault()}
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="document-kind" label={copy.kind} error={errors.kind}>
            {(control) => (
              <Select
                {...control}
                value={kind}
                onChange={(event) => setKind(event.target.value as VehicleDocumentKind | '')}
              >
                <option value="">{copy.chooseKind}</option>
                {VEHICLE_DOCUMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {VEHICLE_DOCUMENT_LABELS[k]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="document-expiresOn" label={copy.expiresOn} error={errors.expiresOn}>
            {(control) => (
              <Input
                type="date"
                {...control}
                value={expiresOn}
                onChange={(event) => setExpiresOn(event.target.value)}
              />
            )}
          </FormField>
          <DocumentUpload
            // The upload ticket's kind is one the objects route knows; the label names the vehicle's paper.
            kind="insurance"
            key={kind || 'none'}
            label={kind ? VEHICLE_DOCUMENT_LABELS[kind] : copy.fileLabel}
            idPrefix="vehicle-document"
            value={file}
            onChange={setFile}
            error={errors.objectId}
            required
            onUploaderOpenChange={setUploaderOpen}
          />
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {vehiclesCopy.form.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? copy.saving : copy.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
