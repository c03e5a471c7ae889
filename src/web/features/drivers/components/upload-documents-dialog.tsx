import { useState } from 'react';
import { Upload } from 'lucide-react';
import { DOCUMENT_KINDS, DOCUMENT_URL_FIELDS, type DocumentKind, type Driver } from '@domain/driver';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { DocumentUpload, type UploadedDocument } from '@/components/uploader/document-upload';
import { driverPortalCopy as copy } from '@/content/driver-application';
import { errorMessage } from '@/lib/api-client';
import { useUpdateDocuments, type DocumentUrls } from '../api/update-documents';

/** Decision 026: replace any of the three documents; the old files stay on record for the audit trail. Each slot shows the file on record until a new one replaces it. */
export function UploadDocumentsDialog({ driver }: { driver: Pick<Driver, 'licenseUrl' | 'insuranceUrl' | 'w9Url'> }) {
  const [open, setOpen] = useState(false);
  const [uploaderOpen, setUploaderOpen] = useState(false);
  const [documents, setDocuments] = useState<Partial<Record<DocumentKind, UploadedDocument>>>({});
  const updateDocuments = useUpdateDocuments();
  const chosen = DOCUMENT_KINDS.filter((kind) => documents[kind]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setDocuments({});
  };

  const save = () => {
    const body: DocumentUrls = {};
    for (const kind of chosen) body[DOCUMENT_URL_FIELDS[kind]] = documents[kind]!.url;
    updateDocuments.mutate(body, {
      onSuccess: () => {
        toast(copy.documentsSaved);
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: copy.documentsFailed.title,
          description: errorMessage(error, copy.documentsFailed.description),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          <Upload aria-hidden="true" className="size-4" />
          Upload New Documents
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Upload New Documents"
        description="Choose the documents to replace, then save. PDF, JPG or PNG, up to 10 MB each."
        // Escape and outside clicks belong to the uploader while it is open on top of this dialog.
        onEscapeKeyDown={(event) => uploaderOpen && event.preventDefault()}
        onInteractOutside={(event) => uploaderOpen && event.preventDefault()}
      >
        <div className="grid gap-3">
          {DOCUMENT_KINDS.map((kind) => (
            <DocumentUpload
              key={kind}
              kind={kind}
              idPrefix="portal"
              value={documents[kind]}
              onFile={driver[DOCUMENT_URL_FIELDS[kind]]}
              onChange={(document) => setDocuments((current) => ({ ...current, [kind]: document }))}
              onUploaderOpenChange={setUploaderOpen}
            />
          ))}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={chosen.length === 0 || updateDocuments.isPending}>
            {updateDocuments.isPending ? 'Saving...' : 'Save Documents'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
