import { CircleAlert, ExternalLink, FileText } from 'lucide-react';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, DOCUMENT_URL_FIELDS, type Driver } from '@domain/driver';
import { Card } from '@/components/ui/card';
import { UploadDocumentsDialog } from './upload-documents-dialog';

/** docs/product/screens-and-routes.md: each document a View link in a new tab, or a red Missing mark. */
export function DocumentsCard({ driver }: { driver: Driver }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-brand-900">Documents</h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {DOCUMENT_KINDS.map((kind) => {
          const url = driver[DOCUMENT_URL_FIELDS[kind]];
          return (
            <li key={kind} className="flex min-h-14 items-center justify-between gap-3 py-2">
              <span className="flex min-w-0 items-center gap-2 font-medium text-ink">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
                {DOCUMENT_LABELS[kind]}
              </span>
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener"
                  aria-label={`View ${DOCUMENT_LABELS[kind]} (opens in a new tab)`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
                >
                  View
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              ) : (
                <span className="inline-flex items-center gap-1.5 px-3 font-semibold text-danger">
                  <CircleAlert aria-hidden="true" className="size-4" />
                  Missing
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4">
        <UploadDocumentsDialog driver={driver} />
      </div>
    </Card>
  );
}
