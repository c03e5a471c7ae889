import { csvText } from '../../../../domain/csv';
import { LEVEL_OF_SERVICE_LABELS } from '../../../../domain/level-of-service';
import { formatAmount } from '../../../../domain/money';
import type { InvoiceDocumentData } from './claim-data';
import { claimControlNumber } from './common';

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
 * row with the invoice's total. Written by the product's one CSV writer, whose guard gives a cell a spreadsheet
 * would run as a formula a leading apostrophe (docs/decisions/079-one-csv-formula-guard.md); amounts are plain
 * decimals, which it leaves numbers.
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
  return csvText(INVOICE_CSV_HEADERS, [...rows, total]);
}
