import type { PdfFontFamily } from '../../../pdf';
import type { ClaimData, InvoiceDocumentData, PostalAddress } from './claim-data';

/**
 * What the claim documents (invoice PDF, CMS-1500, 837P, CSV) share, so a figure or an identifier reads the same
 * on each (docs/decisions/072-claim-documents.md).
 */

/** The claim's control number (CLM01, box 26, the CSV's column): its id without dashes, first 20 characters. */
export const claimControlNumber = (claim: Pick<ClaimData, 'id'>) => claim.id.replaceAll('-', '').slice(0, 20);

/** The ID the payer knows the rider by: the member ID, or for workers' compensation without one, the carrier's claim number. */
export const insuredId = (claim: ClaimData) => claim.rider.memberId ?? claim.workersComp?.claimNumber ?? '';

/** The date the invoice carries: the day it was sent, or the day it was made while a draft. */
export const invoiceDate = (data: InvoiceDocumentData) => data.invoice.sentOn ?? data.invoice.createdOn;

/** "Maria Elena Lopez" → last "Lopez", first "Maria Elena": the last word is the family name. */
export function splitName(fullName: string): { last: string; first: string } {
  const words = fullName.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : (words[0] ?? '');
  return { last, first: words.length && words[0] !== last ? words.join(' ') : '' };
}

/** 2026-11-03 → "11/03/2026" (the CMS-1500's way). */
export function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
/** 2026-11-03 → "Nov 3, 2026". */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return LONG.format(new Date(Date.UTC(y, m - 1, d)));
}

/** 123456789 → "12-3456789" (an EIN as people write it); anything else as given. */
export function einLabel(taxId: string): string {
  const digits = taxId.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : taxId;
}

/** The street line with its unit: "120 Main St, Suite 4". */
export const streetLine = (a: PostalAddress) => [a.street, a.unit].filter(Boolean).join(', ');
/** "Harrisburg, PA 17101". */
export const cityLine = (a: PostalAddress) => `${a.city}, ${a.state} ${a.zip}`;
export const addressLines = (a: PostalAddress) => [streetLine(a), cityLine(a)];

// Characters outside Latin-1 that the PDF standard fonts still draw (their WinAnsi encoding).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const winAnsi = (text: string) =>
  [...text].every((c) => {
    const code = c.codePointAt(0)!;
    return c === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
  });

/**
 * Helvetica (a standard font: nothing embedded, the smallest file) when every name and address of the invoice
 * can be drawn in it; Roboto, embedded, when one holds a letter it has not (Łukasiewicz, Nguyễn).
 */
export function fontFor(data: InvoiceDocumentData): PdfFontFamily {
  return winAnsi(JSON.stringify(data)) ? 'Helvetica' : 'Roboto';
}
