import Papa from 'papaparse';
import { LEVEL_OF_SERVICE_LABELS } from '../../../../domain/level-of-service';
import { formatAmount } from '../../../../domain/money';
import type { InvoiceDocumentData } from './claim-data';
import { claimControlNumber } from './common';

/**
 * A cell a spreadsheet would run as a formula. papaparse's own test (`escapeFormulae: true`) ends in `.*$`, which
 * does not reach past a line break, so a cell of two lines starting with "=" would pass it: only the first character counts.
 */
const FORMULA = /^[=+\-@\t\r]/;

export const INVOICE_CSV_HEADERS = [
  'Invoice',
  'Claim control number',
  'Service date',
  'Rider',
  'Member ID',
  'WC claim number',
  'Authorization number',
  'Level of service',
  'Code',
  'Modifier',
  'Description',
  'Quantity',
  'Unit',
  'Amount',
] as const;

/**
 * The invoice as a spreadsheet (docs/decisions/072-claim-documents.md): one row per charge line, then a "Total"
 * row with the invoice's total. RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @, a tab
 * or carriage return first) gets a leading apostrophe, so opening the file runs nothing. Amounts are dollars
 * with two decimals and are never negative on a claim line, so the guard never touches a figure.
 */
export function invoiceCsv(data: InvoiceDocumentData): string {
  const { invoice } = data;
  const rows = data.claims.flatMap((claim) =>
    claim.lines.map((line) => [
      invoice.number,
      claimControlNumber(claim),
      claim.serviceDate,
      claim.rider.fullName,
      claim.rider.memberId ?? '',
      claim.workersComp?.claimNumber ?? '',
      claim.workersComp?.authorizationNumber ?? '',
      LEVEL_OF_SERVICE_LABELS[claim.levelOfService],
      line.code,
      line.modifier,
      line.description,
      line.quantity,
      formatAmount(line.unitCents),
      formatAmount(line.amountCents),
    ]),
  );
  const total = ['Total', ...INVOICE_CSV_HEADERS.slice(1, -1).map(() => ''), formatAmount(invoice.totalCents)];
  return Papa.unparse({ fields: [...INVOICE_CSV_HEADERS], data: [...rows, total] }, { escapeFormulae: FORMULA, newline: '\r\n' });
}
