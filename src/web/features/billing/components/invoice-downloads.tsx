import { Download } from 'lucide-react';
import type { InvoiceStatus } from '@domain/invoice';
import { buttonClasses } from '@/components/ui/button';
import { billingCopy } from '../content';
import { hasClaimFiles } from '../lib/claim-files';

const copy = billingCopy.invoice;

/**
 * The invoice's files, served by the API as downloads: the invoice itself and its lines as CSV in every status, and
 * the 837P batch for the clearinghouse once the invoice has been sent (the server refuses a draft's or a void one's).
 */
export function InvoiceDownloads({ invoiceId, status }: { invoiceId: string; status: InvoiceStatus }) {
  const base = `/api/invoices/${encodeURIComponent(invoiceId)}`;
  const files = [
    { href: `${base}/invoice.pdf`, label: copy.invoicePdf },
    { href: `${base}/invoice.csv`, label: copy.invoiceCsv },
    ...(hasClaimFiles(status) ? [{ href: `${base}/claims.837p`, label: copy.claims837 }] : []),
  ];
  return (
    <section aria-labelledby="invoice-downloads-heading" className="grid gap-2">
      <h2 id="invoice-downloads-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {copy.downloads}
      </h2>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} download className={`${buttonClasses({ variant: 'secondary' })} w-full sm:w-auto`}>
              <Download aria-hidden="true" className="size-4" />
              {file.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
