import { z } from 'zod';
import { isIsoDate } from './dates';

/** A company day a form asks for, its messages naming the field. */
export const isoDayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isIsoDate, `${label} must be a valid date`);

/** The period an invoice or a pay statement covers: company days, the end on or after the start. */
export const periodShape = { periodFrom: isoDayField('Period start'), periodTo: isoDayField('Period end') };
export const periodInOrder: [
  (v: { periodFrom: string; periodTo: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.periodTo >= v.periodFrom, { message: 'Period end must be on or after its start', path: ['periodTo'] }];

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A company day ('2026-10-31') as billing and pay print it everywhere, on screen, in a PDF and in a message:
 * 'Oct 31, 2026'. One form, so a statement never mixes 10/31/2026 with Oct 31.
 */
export function dayText(day: string): string {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(parsed) ? day : dayFormat.format(parsed);
}

/**
 * The billing period a trip's day falls in (docs/decisions/070-invoices.md): its calendar month, cut at `today` when
 * the month is not over, so an invoice for it can be sent today (a sent date is never before the period's end).
 */
export function monthPeriodOf(day: string, today: string): { periodFrom: string; periodTo: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const lastOfMonth = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const periodTo = lastOfMonth > today && day <= today ? today : lastOfMonth;
  return { periodFrom: `${day.slice(0, 8)}01`, periodTo };
}
