import { centsOf, formatDollars } from '@domain/money';
import type { InvoiceStatus, InvoiceSummary } from '@domain/invoice';
import type { BadgeTone } from '@/components/ui/badge';
import { calendarText } from '@/lib/company-clock';

/** Dollars as the API writes them ("1234.50") shown as "$1,234.50", through cents so nothing is rounded on the way. */
export const dollars = (amount: string) => formatDollars(centsOf(amount, { allowNegative: true }));

/** A calendar day ('2026-11-24') as 'Nov 24, 2026': invoice dates are days on the company calendar, not instants. */
export function formatDay(day: string): string {
  return calendarText(day, 'date');
}

/** A period as 'Oct 1 – Oct 31, 2026', the year once when both ends share it. */
export function formatPeriod(from: string, to: string): string {
  if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) {
    return `${from} – ${to}`;
  }
  return `${calendarText(from, from.slice(0, 4) === to.slice(0, 4) ? 'monthDay' : 'date')} – ${calendarText(to, 'date')}`;
}

/** A day N days after another, on the calendar. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The build dialog's default period: the last whole calendar month before `today`, the period most payers are
 * billed for (Nov 26 → Oct 1 to Oct 31).
 */
export function lastFullMonth(today: string): { periodFrom: string; periodTo: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const firstOfThisMonth = new Date(Date.UTC(y, m - 1, 1));
  const lastOfPrevious = new Date(firstOfThisMonth.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { periodFrom: `${lastOfPrevious.slice(0, 8)}01`, periodTo: lastOfPrevious };
}

/** Owed and past its due date on `today`: a sent or partly paid invoice with a balance; paid, denied and void ones are not chased. */
export function isOverdue(invoice: Pick<InvoiceSummary, 'status' | 'dueOn' | 'balance'>, today: string): boolean {
  if (invoice.status !== 'sent' && invoice.status !== 'partially_paid') return false;
  if (!invoice.dueOn || invoice.dueOn >= today) return false;
  return centsOf(invoice.balance, { allowNegative: true }) > 0;
}

/** One colour per meaning (src/web/components/ui/status-tones.ts): being worked on grey, waiting blue, partly done yellow, done green, refused red. */
const INVOICE_STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  denied: 'red',
  void: 'neutral',
};

export const invoiceStatusTone = (status: InvoiceStatus): BadgeTone => INVOICE_STATUS_TONES[status];
