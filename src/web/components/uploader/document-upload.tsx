import { Suspense, useState } from 'react';
import { CircleCheck, FileText, FileUp, LoaderCircle, RefreshCw } from 'lucide-react';
import { DOCUMENT_LABELS, type DocumentKind } from '@domain/driver';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lazyPage } from '@/lib/lazy-page';
import type { UploadedDocument } from './uppy-document-modal';

export type { UploadedDocument } from './uppy-document-modal';

// Uppy and its CSS are a large chunk a visitor only needs once they pick a file (decision 027): load on open.
const UppyDocumentModal = lazyPage(() => import('./uppy-document-modal'), 'UppyDocumentModal');

interface DocumentUploadProps {
  kind: DocumentKind;
  /** The uploaded document, once the server accepted it. */
  value: UploadedDocument | undefined;
  /** The app path of the document already on record, shown (with a View link) until a new file replaces it. */
  onFile?: string | null | undefined;
  onChange: (document: UploadedDocument) => void;
  /** Prefix for the element ids, so two forms on a page do not collide. */
  idPrefix: string;
  label?: string;
  error?: string;
  required?: boolean;
  /** Told when the uploader opens and closes, e.g. so a surrounding dialog ignores Escape meanwhile. */
  onUploaderOpenChange?: (open: boolean) => void;
}

/** A document field: a button opening the uploader, then the chosen file's name with a check and 'Replace'. */
export function DocumentUpload({
  kind,
  value,
  onFile,
  onChange,
  idPrefix,
  label = DOCUMENT_LABELS[kind],
  error,
  required,
  onUploaderOpenChange,
}: DocumentUploadProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the modal's own close animation and state survive.
  const [loaded, setLoaded] = useState(false);
  const labelId = `${idPrefix}-${kind}-label`;
  const statusId = `${idPrefix}-${kind}-status`;
  const errorId = `${idPrefix}-${kind}-error`;

  const setUploaderOpen = (next: boolean) => {
    setOpen(next);
    onUploaderOpenChange?.(next);
  };
  const openUploader = () => {
    setLoaded(true);
    setUploaderOpen(true);
  };

  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border p-4',
        error ? 'border-danger' : 'border-slate-300',
        value && 'border-green-600 bg-green-50/50',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p id={labelId} className="text-sm font-medium text-ink">
            {label}
            {required && <span aria-hidden="true"> *</span>}
          </p>
          <p
            id={statusId}
            className={cn(
              'mt-0.5 flex items-center gap-1.5 text-sm break-all',
              value ? 'text-green-800' : 'text-muted',
            )}
          >
            {value ? (
              <>
                <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  <span className="sr-only">Uploaded: </span>
                  {value.fileName}
                </span>
              </>
            ) : onFile ? (
              <>
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                <span>On file</span>
                <a
                  href={onFile}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  View<span className="sr-only"> the {label} on file (opens in a new tab)</span>
                </a>
              </>
            ) : (
              'No file uploaded yet'
            )}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={openUploader}
          aria-describedby={[statusId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-label={`${value || onFile ? 'Replace' : 'Upload'} ${label}`}
          className="w-full sm:w-auto"
        >
          {value || onFile ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <FileUp aria-hidden="true" className="size-4" />
          )}
          {value || onFile ? 'Replace' : 'Upload'}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {loaded && (
        <Suspense
          fallback={
            <span role="status" className="flex items-center gap-2 text-sm text-muted">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Opening the uploader...
            </span>
          }
        >
          <UppyDocumentModal
            kind={kind}
            label={label}
            open={open}
            onClose={() => setUploaderOpen(false)}
            onUploaded={onChange}
          />
        </Suspense>
      )}
    </div>
  );
}
