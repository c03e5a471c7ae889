import { centsOf, formatDollars } from '@domain/money';
import { dayText } from '@domain/period';
import type { PayStatementStatus } from '@domain/pay-statement';
import type { BadgeTone } from '@/components/ui/badge';

/** An amount from the API ("1240.50", "-25.00") as people read it, in exact cents: the PDF's own formatting. */
export const dollars = (amount: string) => formatDollars(centsOf(amount, { allowNegative: true }));

/** A calendar day as every pay screen, the PDF and billing print it: Nov 25, 2026 (one form throughout). */
export const usDate = dayText;

export const STATUS_TONES: Record<PayStatementStatus, BadgeTone> = {
  draft: 'neutral',
  issued: 'blue',
  paid: 'green',
  void: 'red',
};

export const pdfHref = (id: string) => `/api/pay-statements/${encodeURIComponent(id)}/statement.pdf`;
export const csvHref = (id: string) => `/api/pay-statements/${encodeURIComponent(id)}/statement.csv`;
