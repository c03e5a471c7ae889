import { ExternalLink } from 'lucide-react';
import { VEHICLE_DOCUMENT_LABELS, type VehicleDocument } from '@domain/vehicle';
import { vehiclesCopy } from '@/content/vehicles';
import { formatCalendarDate } from '@/lib/dates';
import { documentState } from '../lib/vehicle-display';
import { DocumentStateBadge } from './document-state';

const copy = vehiclesCopy.documents;

function ViewFile({ document }: { document: VehicleDocument }) {
  if (!document.objectId) return <span className="text-muted">{copy.noFile}</span>;
  return (
    <a
      href={`/objects/${document.objectId}`}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
    >
      {copy.view}
      <span className="sr-only">
        {' '}
        {VEHICLE_DOCUMENT_LABELS[document.kind]} expiring {formatCalendarDate(document.expiresOn)} (opens in a new tab)
      </span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

/** The vehicle's documents, newest expiry first (as the server lists them), each with its state today. */
export function VehicleDocuments({ documents, today }: { documents: VehicleDocument[]; today: string }) {
  if (documents.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
        {copy.empty}
      </p>
    );
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{copy.heading}</caption>
        <thead className="text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {[copy.kind, copy.expiresOn, copy.state, copy.file].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {documents.map((d) => (
            <tr key={d.id}>
              <th scope="row" className="px-3 py-1 font-medium">
                {VEHICLE_DOCUMENT_LABELS[d.kind]}
              </th>
              <td className="px-3 py-1">{formatCalendarDate(d.expiresOn)}</td>
              <td className="px-3 py-1">
                <DocumentStateBadge state={documentState(d.expiresOn, today)} />
              </td>
              <td className="px-3 py-1">
                <ViewFile document={d} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid divide-y divide-slate-200 sm:hidden">
        {documents.map((d) => (
          <li key={d.id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-ink">{VEHICLE_DOCUMENT_LABELS[d.kind]}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                {formatCalendarDate(d.expiresOn)} <DocumentStateBadge state={documentState(d.expiresOn, today)} />
              </p>
            </div>
            <ViewFile document={d} />
          </li>
        ))}
      </ul>
    </>
  );
}
