import type { CompanyProfile } from '../../../domain/company-profile';
import { csvText } from '../../../domain/csv';
import { centsOf, formatDollars } from '../../../domain/money';
import { PAY_STATEMENT_STATUS_LABELS, type PayStatement } from '../../../domain/pay-statement';
import { dayText } from '../../../domain/period';
import { PDF_COLORS, pdfTable, type PdfDocument } from '../../pdf';

/**
 * A pay statement as a PDF and a CSV (docs/decisions/071-contractor-pay.md). Both are made from the statement
 * exactly as the API answers it, so every figure on them is the API's, to the cent.
 */
const dollars = (amount: string) => formatDollars(centsOf(amount, { allowNegative: true }));

// Days in the one form the pay screens show them (dayText): Nov 25, 2026.
const usDate = dayText;

export function statementFilename(s: PayStatement, extension: 'pdf' | 'csv'): string {
  return `${s.number.toLowerCase()}-${s.periodFrom}-${s.periodTo}.${extension}`;
}

export function payStatementDocument(s: PayStatement, company: CompanyProfile): PdfDocument {
  const heading = (text: string) => ({
    text,
    fontSize: 13,
    bold: true,
    color: PDF_COLORS.brand,
    margin: [0, 16, 0, 6] as [number, number, number, number],
  });
  return {
    title: `Pay statement ${s.number}: ${s.driverName}, ${usDate(s.periodFrom)} to ${usDate(s.periodTo)}`,
    header: `${company.name} · Pay statement ${s.number} · ${s.driverName}`,
    footer: `${company.name} · ${company.phone}`,
    content: [
      { text: company.name, fontSize: 16, bold: true, color: PDF_COLORS.brand },
      {
        text: `Contractor pay statement · ${company.phone} · ${company.email}`,
        color: PDF_COLORS.muted,
        margin: [0, 2, 0, 14],
      },
      pdfTable(
        [{ header: 'Statement', width: 120 }, { header: s.number }],
        [
          ['Driver', s.driverName],
          ['Period', `${usDate(s.periodFrom)} to ${usDate(s.periodTo)}`],
          ['Status', `${PAY_STATEMENT_STATUS_LABELS[s.status]}${s.paidOn ? ` on ${usDate(s.paidOn)}` : ''}`],
          ['Due', s.dueOn ? `${usDate(s.dueOn)} (every trip on it, within 14 business days of its completion)` : '—'],
          ['Total', dollars(s.total)],
        ],
      ),
      heading('Trips'),
      pdfTable(
        [
          { header: 'Service date', width: 62 },
          { header: 'Completed', width: 62 },
          { header: 'Rider', width: 90 },
          { header: 'Trip' },
          { header: 'Amount', width: 64, align: 'right' },
        ],
        [
          ...s.lines.map((l) => [
            usDate(l.serviceDate),
            usDate(l.completedOn),
            l.riderName,
            l.description,
            dollars(l.amount),
          ]),
          ['', '', '', 'Trips total', dollars(s.linesTotal)],
        ],
      ),
      heading('Adjustments'),
      s.adjustments.length
        ? pdfTable(
            [{ header: 'Description' }, { header: 'Amount', width: 64, align: 'right' }],
            [
              ...s.adjustments.map((a) => [a.description, dollars(a.amount)]),
              ['Adjustments total', dollars(s.adjustmentsTotal)],
            ],
          )
        : { text: 'None', color: PDF_COLORS.muted },
      {
        text: `Total to pay: ${dollars(s.total)}`,
        fontSize: 13,
        bold: true,
        alignment: 'right',
        margin: [0, 16, 0, 0],
      },
    ],
  };
}

export const CSV_HEADERS = [
  'Statement',
  'Driver',
  'Period from',
  'Period to',
  'Kind',
  'Service date',
  'Completed on',
  'Due on',
  'Rider',
  'Description',
  'Amount',
] as const;

/**
 * One row per trip and per adjustment, then the total. Amounts are plain decimals ("1240.50", "-25.00"), which
 * stay numbers; a name or description a spreadsheet would run as a formula gets a leading apostrophe from the
 * product's one CSV writer (docs/decisions/079-one-csv-formula-guard.md).
 */
export function payStatementCsv(s: PayStatement): string {
  const common = [s.number, s.driverName, s.periodFrom, s.periodTo];
  const rows = [
    ...s.lines.map((l) => [
      ...common,
      'Trip',
      l.serviceDate,
      l.completedOn,
      l.dueOn,
      l.riderName,
      l.description,
      l.amount,
    ]),
    ...s.adjustments.map((a) => [...common, 'Adjustment', '', '', '', '', a.description, a.amount]),
    [...common, 'Total', '', '', s.dueOn ?? '', '', 'Total to pay', s.total],
  ];
  return csvText(CSV_HEADERS, rows);
}
