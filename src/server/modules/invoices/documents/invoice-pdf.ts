import type { Content, ContentTable, ContentText, TableCell, TableCellProperties } from 'pdfmake/interfaces';
import { INVOICE_STATUS_LABELS } from '../../../../domain/invoice';
import { LEVEL_OF_SERVICE_LABELS } from '../../../../domain/level-of-service';
import { formatAmount, formatDollars } from '../../../../domain/money';
import { PAYER_TYPE_LABELS } from '../../../../domain/payer';
import { PDF_COLORS, pdfTable, type PdfDocument } from '../../../pdf';
import type { ClaimData, InvoiceDocumentData } from './claim-data';
import { addressLines, claimControlNumber, einLabel, fontFor, invoiceDate, longDate } from './common';

const WARNING = '#b91c1c';

const heading = (text: string): Content => ({
  text,
  fontSize: 13,
  bold: true,
  color: PDF_COLORS.brand,
  margin: [0, 16, 0, 6],
});
const small = (text: string | string[], extra: Record<string, unknown> = {}): Content => ({
  text,
  fontSize: 9,
  color: PDF_COLORS.muted,
  ...extra,
});

/** One trip on the invoice: what identifies it to the payer, then its charge lines. */
function claimBlock(claim: ClaimData, index: number): Content {
  const wc = claim.workersComp;
  const ids: [string, string][] = [
    ...(claim.rider.memberId ? [['Member ID', claim.rider.memberId] as [string, string]] : []),
    ...(wc
      ? ([
          ['WC claim number', wc.claimNumber],
          ['Authorization', wc.authorizationNumber || '—'],
          ['Employer', `${wc.employer} · injured ${longDate(wc.dateOfInjury)}`],
        ] as [string, string][])
      : []),
  ];
  const facts: [string, string][] = [
    ['Service date', longDate(claim.serviceDate)],
    ['Rider', `${claim.rider.fullName} · ${LEVEL_OF_SERVICE_LABELS[claim.levelOfService]}`],
    ...ids,
    ['From', claim.pickup.address],
    ['To', claim.dropoff.address],
    ['Driver', claim.driverName ?? 'Not recorded'],
  ];
  const plain = pdfTable(
    [
      { header: 'Code', width: 38 },
      { header: 'Modifier', width: 44 },
      { header: 'Description' },
      { header: 'Qty', width: 34, align: 'right' },
      { header: 'Unit', width: 52, align: 'right' },
      { header: 'Amount', width: 62, align: 'right' },
    ],
    [
      ...claim.lines.map((l) => [
        l.code,
        l.modifier || '—',
        l.description,
        l.quantity,
        formatAmount(l.unitCents),
        formatDollars(l.amountCents),
      ]),
      ['', '', 'Claim total', '', '', formatDollars(claim.totalCents)],
    ],
  ) as ContentTable;
  // The claim's total row in bold.
  const body = plain.table.body;
  const lines: ContentTable = {
    ...plain,
    table: {
      ...plain.table,
      body: body.map((row, i) =>
        i === body.length - 1 ? row.map((cell) => ({ ...(cell as ContentText), bold: true })) : row,
      ),
    },
  };
  return {
    // A claim is not split over two pages when it fits on one.
    unbreakable: claim.lines.length <= 12,
    stack: [
      {
        columns: [
          { text: `Claim ${index + 1} · ${claim.rider.fullName}`, bold: true, fontSize: 11 },
          {
            text: `Control no. ${claimControlNumber(claim)}`,
            alignment: 'right',
            fontSize: 8.5,
            color: PDF_COLORS.muted,
            margin: [0, 2, 0, 0],
          },
        ],
        margin: [0, 10, 0, 3],
      },
      {
        table: {
          widths: [88, '*'],
          body: facts.map(([label, value]) => [{ text: label, color: PDF_COLORS.muted }, { text: value }]),
        },
        layout: 'noBorders',
        fontSize: 9,
        margin: [0, 0, 0, 4],
      },
      lines,
    ],
  };
}

/**
 * The invoice as the payer reads it (docs/decisions/072-claim-documents.md): the company with its tax ID, the
 * payer billed, the dates and terms, one block per trip with its charge lines, and the total, paid and balance.
 * A draft or void invoice says so in large red letters at the top of the first page and on every page's header.
 */
export function invoicePdfDocument(data: InvoiceDocumentData): PdfDocument {
  const { invoice, provider, payer } = data;
  const balance = invoice.totalCents - invoice.paidCents;
  const mark =
    invoice.status === 'draft' || invoice.status === 'void'
      ? INVOICE_STATUS_LABELS[invoice.status].toUpperCase()
      : null;
  const title = `Invoice ${invoice.number}`;

  const terms: [string, string][] = [
    ['Invoice date', longDate(invoiceDate(data))],
    ['Period', `${longDate(invoice.periodFrom)} – ${longDate(invoice.periodTo)}`],
    ['Terms', `Net ${invoice.termsDays}`],
    ['Due date', invoice.dueOn ? longDate(invoice.dueOn) : `${invoice.termsDays} days after it is sent`],
    ['Status', INVOICE_STATUS_LABELS[invoice.status]],
  ];
  const totals: [string, string][] = [
    ['Total', formatDollars(invoice.totalCents)],
    ['Paid', formatDollars(invoice.paidCents)],
    ['Balance due', formatDollars(balance)],
  ];

  return {
    title,
    font: fontFor(data),
    header: `${provider.name} · ${title}${mark ? ` · ${mark}` : ''}`,
    footer: `${provider.name} · ${provider.phone} · ${provider.email}`,
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: provider.name, fontSize: 16, bold: true, color: PDF_COLORS.brand },
              small(
                [
                  ...addressLines(provider.address),
                  `${provider.phone} · ${provider.email}`,
                  ...(provider.npi ? [`Tax ID ${einLabel(provider.taxId)} · NPI ${provider.npi}`] : []),
                ].join('\n'),
                {
                  margin: [0, 3, 0, 0],
                  lineHeight: 1.15,
                },
              ),
            ],
          },
          {
            width: 200,
            stack: [
              { text: title, fontSize: 16, bold: true, alignment: 'right' },
              ...(mark
                ? [
                    {
                      text: mark,
                      fontSize: 26,
                      bold: true,
                      color: WARNING,
                      alignment: 'right',
                      margin: [0, 4, 0, 0],
                    } as Content,
                  ]
                : []),
            ],
          },
        ],
        columnGap: 16,
      },
      ...(mark === 'DRAFT'
        ? [
            small('Draft: not yet sent to the payer; its figures may still change.', {
              color: WARNING,
              margin: [0, 8, 0, 0],
            }),
          ]
        : mark === 'VOID'
          ? [small('Void: this invoice was cancelled and is not owed.', { color: WARNING, margin: [0, 8, 0, 0] })]
          : []),
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Bill to', bold: true, color: PDF_COLORS.brand, margin: [0, 0, 0, 3] },
              { text: payer.name, bold: true },
              {
                text: [...addressLines(payer.billingAddress), `Attn: ${payer.contactName}`].join('\n'),
                fontSize: 10,
                lineHeight: 1.15,
              },
              small(`${PAYER_TYPE_LABELS[payer.type]}${payer.payerCode ? ` · Payer ID ${payer.payerCode}` : ''}`, {
                margin: [0, 3, 0, 0],
              }),
            ],
          },
          {
            width: 230,
            table: {
              widths: [80, '*'],
              body: terms.map(([label, value]) => [
                { text: label, color: PDF_COLORS.muted },
                { text: value, alignment: 'right', bold: label === 'Due date' },
              ]),
            },
            layout: 'noBorders',
            fontSize: 10,
          },
        ],
        columnGap: 16,
        margin: [0, 18, 0, 0],
      },
      heading(`Trips (${data.claims.length})`),
      ...(data.claims.length ? data.claims.map(claimBlock) : [small('No trips on this invoice.')]),
      {
        unbreakable: true,
        margin: [0, 18, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 220,
            table: {
              widths: ['*', 90],
              // A rule above the balance; a layout of plain data (cell borders), so the document can go to a worker.
              body: totals.map(([label, value], i) => {
                const last = i === totals.length - 1;
                const rule: TableCellProperties = {
                  border: [false, last, false, false],
                  borderColor: [PDF_COLORS.brand, PDF_COLORS.brand, PDF_COLORS.brand, PDF_COLORS.brand],
                };
                return [
                  { ...rule, text: label, bold: last, fontSize: last ? 12 : 10 },
                  { ...rule, text: value, alignment: 'right', bold: last, fontSize: last ? 12 : 10 },
                ] satisfies TableCell[];
              }),
            },
          },
        ],
      },
      small(
        `Please pay ${provider.name} and quote ${invoice.number} with your payment. Questions: ${provider.phone} or ${provider.email}.`,
        { margin: [0, 18, 0, 0] },
      ),
    ],
  };
}
