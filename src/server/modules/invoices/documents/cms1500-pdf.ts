import type { Column, Content, ContentStack, ContentText, TableCell, TableCellProperties } from 'pdfmake/interfaces';
import { LEVEL_OF_SERVICE_LABELS } from '../../../../domain/level-of-service';
import { formatAmount } from '../../../../domain/money';
import type { PayerType } from '../../../../domain/payer';
import { FORM_LAYOUT_NAME, PDF_COLORS, type PdfDocument } from '../../../pdf';
import type { ClaimData, ClaimLine, InvoiceDocumentData } from './claim-data';
import {
  addressLines,
  claimControlNumber,
  einLabel,
  fontFor,
  insuredId,
  invoiceDate,
  splitName,
  usDate,
} from './common';
import { PLACE_OF_SERVICE } from './x12-837p';

/** Service lines on one CMS-1500: a claim with more continues on further forms. */
export const CMS1500_LINES_PER_PAGE = 6;

/** Box 1's choices as the form prints them, and the one each kind of payer is marked in. */
export const CMS1500_PROGRAMS = [
  'MEDICARE',
  'MEDICAID',
  'TRICARE',
  'CHAMPVA',
  'GROUP HEALTH PLAN',
  'FECA BLK LUNG',
  'OTHER',
] as const;
export const CMS1500_PROGRAM: Record<PayerType, (typeof CMS1500_PROGRAMS)[number]> = {
  workers_comp: 'OTHER',
  health_insurance: 'GROUP HEALTH PLAN',
  medicaid_broker: 'MEDICAID',
  facility: 'OTHER',
  private_pay: 'OTHER',
};

const LABEL = 6.2;
const VALUE = 9.5;
/** A box's padding left and right (FORM_LAYOUT): a column of width w takes w + this on paper. */
const PADDING = 6;
/** Boxes side by side as one wider box: their widths and the padding between them. */
const span = (...widths: number[]) => widths.reduce((a, b) => a + b) + PADDING * (widths.length - 1);
/**
 * The form's grid: its three columns (patient, middle, insured) as on the printed form, in points without the
 * padding; the last column takes what is left of the page, so every band is as wide as the page.
 */
const GRID = [164, 150] as const;
const WIDE = span(...GRID);

/** A box: its printed label in the form's small red capitals, its value below in black. */
function box(label: string, value: string | Content): ContentStack {
  return {
    stack: [
      { text: label, fontSize: LABEL, color: PDF_COLORS.form, margin: [0, 0, 0, 1] },
      typeof value === 'string' ? { text: value || ' ', fontSize: VALUE, lineHeight: 1.05 } : value,
    ],
  };
}

/** One band of the form: boxes side by side, their rules joining the bands above and below. */
const band = (widths: readonly number[], cells: TableCell[]): Content => ({
  table: { widths: [...widths, '*'], body: [cells] },
  layout: FORM_LAYOUT_NAME,
});

/** "03 14 1961" (MM DD YYYY) or "11 03 26" (MM DD YY), as the form's date boxes are divided. */
const formDate = (iso: string, year: 'long' | 'short' = 'long') => {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return `${m} ${d} ${year === 'long' ? y : y.slice(2)}`;
};

/** Box 1's choices in two rows of four, the payer's marked [X]. */
function programs(marked: (typeof CMS1500_PROGRAMS)[number]): Content {
  const cell = (p: string | undefined): TableCell =>
    p ? { text: `${p === marked ? '[X]' : '[   ]'} ${p}`, bold: p === marked } : { text: '' };
  const row = (from: number) => [0, 1, 2, 3].map((i) => cell(CMS1500_PROGRAMS[from + i]));
  return { table: { widths: [92, 82, 70, '*'], body: [row(0), row(4)] }, layout: 'noBorders', fontSize: 7 };
}

function serviceLines(claim: ClaimData, lines: readonly (ClaimLine | null)[], npi: string): Content {
  type Cell = Omit<ContentText, 'text'> & TableCellProperties;
  const head = (text: string, extra: Cell = {}): TableCell => ({
    text,
    fontSize: LABEL,
    color: PDF_COLORS.form,
    ...extra,
  });
  const center = { alignment: 'center' as const };
  const rows: TableCell[][] = [
    [
      head(''),
      head('24. A. DATE(S) OF SERVICE', { colSpan: 2 }),
      {},
      head('B. PLACE OF SERVICE', center),
      head('C. EMG', center),
      head('D. PROCEDURES', { colSpan: 2 }),
      {},
      head('F. $ CHARGES', { alignment: 'right' }),
      head('G. DAYS OR UNITS', { alignment: 'right' }),
      head('I. ID QUAL.', center),
      head('J. RENDERING PROVIDER ID. #'),
    ],
    [
      head(''),
      head('From'),
      head('To'),
      head(''),
      head(''),
      head('CPT/HCPCS'),
      head('MODIFIER'),
      head(''),
      head(''),
      head(''),
      head(''),
    ],
  ];
  lines.forEach((line, i) => {
    const n = head(String(i + 1), { fontSize: 7, bold: true, rowSpan: 2, margin: [0, 6, 0, 0] });
    // The shaded part of a line holds its supplemental information: here, what the code is for.
    rows.push([
      n,
      { text: line?.description ?? ' ', colSpan: 10, fontSize: 6.5, color: PDF_COLORS.muted, fillColor: '#fdf1ef' },
      ...Array.from({ length: 9 }, () => ({})),
    ]);
    const date = line ? formDate(claim.serviceDate, 'short') : '';
    const value = (text: string, extra: Cell = {}): TableCell => ({ text: text || ' ', fontSize: VALUE, ...extra });
    rows.push([
      {},
      value(date),
      value(date),
      value(line ? PLACE_OF_SERVICE : '', center),
      value('', center),
      value(line?.code ?? '', { bold: true }),
      value(line?.modifier ?? ''),
      value(line ? formatAmount(line.amountCents) : '', { alignment: 'right' }),
      value(line?.quantity ?? '', { alignment: 'right' }),
      value(line ? 'NPI' : '', center),
      value(line ? npi : ''),
    ]);
  });
  return { table: { widths: [8, 42, 42, 32, 22, 44, 40, 50, 36, 26, '*'], body: rows }, layout: FORM_LAYOUT_NAME };
}

/** One form: the claim's boxes, with up to six of its lines; `last` carries the total charge. */
function formPage(
  data: InvoiceDocumentData,
  claim: ClaimData,
  lines: readonly ClaimLine[],
  page: { index: number; count: number },
): Content {
  const { provider, payer } = data;
  const wc = claim.workersComp;
  const rider = claim.rider;
  const name = splitName(rider.fullName);
  const patientName = [name.last, name.first].filter(Boolean).join(', ');
  const last = page.index === page.count - 1;
  const program = CMS1500_PROGRAM[payer.type];
  const signedOn = usDate(invoiceDate(data));
  const riderAddress = rider.address
    ? [...addressLines(rider.address), `Tel. ${rider.phone}`].join('\n')
    : `Not on record\nTel. ${rider.phone}`;
  const slots: (ClaimLine | null)[] = [
    ...lines,
    ...Array.from({ length: CMS1500_LINES_PER_PAGE - lines.length }, () => null),
  ];

  return {
    stack: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'HEALTH INSURANCE CLAIM FORM', fontSize: 13, bold: true },
              {
                text: 'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12',
                fontSize: LABEL,
                color: PDF_COLORS.form,
                margin: [0, 2, 0, 0],
              },
              {
                text: `Claim ${claimControlNumber(claim)}${page.count > 1 ? ` · form ${page.index + 1} of ${page.count}` : ''}`,
                fontSize: 7.5,
                color: PDF_COLORS.muted,
                margin: [0, 6, 0, 0],
              },
            ],
          },
          {
            width: 186,
            table: {
              widths: ['*'],
              body: [[box('CARRIER', [payer.name, ...addressLines(payer.billingAddress)].join('\n'))]],
            },
            layout: FORM_LAYOUT_NAME,
          },
        ],
        columnGap: 12,
        margin: [0, 0, 0, 8],
      },
      band([WIDE], [box('1.', programs(program)), box("1a. INSURED'S I.D. NUMBER", insuredId(claim))]),
      band(GRID, [
        box("2. PATIENT'S NAME", patientName),
        box("3. PATIENT'S BIRTH DATE", formDate(rider.dateOfBirth)),
        box("4. INSURED'S NAME", wc ? wc.employer : patientName),
      ]),
      band(GRID, [
        box("5. PATIENT'S ADDRESS", riderAddress),
        box('6. PATIENT RELATIONSHIP TO INSURED', wc ? 'OTHER (EMPLOYEE)' : 'SELF'),
        box(
          "7. INSURED'S ADDRESS",
          wc ? 'Not on record' : rider.address ? addressLines(rider.address).join('\n') : 'Not on record',
        ),
      ]),
      band(
        [],
        [
          box("10. IS PATIENT'S CONDITION RELATED TO:", {
            // Under the grid's three columns.
            columns: [
              { ...box('10a. EMPLOYMENT? (CURRENT OR PREVIOUS)', wc ? 'YES' : 'NO'), width: GRID[0] },
              { ...box('10b. AUTO ACCIDENT?', 'NO'), width: GRID[1] },
              { ...box('10c. OTHER ACCIDENT?', 'NO'), width: '*' },
            ] satisfies Column[],
            columnGap: PADDING,
          }),
        ],
      ),
      band(GRID, [
        box("11. INSURED'S POLICY GROUP OR FECA NUMBER", wc ? wc.claimNumber : 'NONE'),
        box('11b. OTHER CLAIM ID', wc ? `Y4 ${wc.claimNumber}` : 'NONE'),
        box('11c. INSURANCE PLAN OR PROGRAM NAME', payer.name),
      ]),
      band(
        [WIDE],
        [
          box(
            '14. DATE OF CURRENT ILLNESS, INJURY, OR PREGNANCY',
            wc ? `${formDate(wc.dateOfInjury)}   QUAL. 431` : 'NONE',
          ),
          box('23. PRIOR AUTHORIZATION NUMBER', wc?.authorizationNumber || 'NONE'),
        ],
      ),
      band(
        [],
        [
          box(
            '19. ADDITIONAL CLAIM INFORMATION',
            `${LEVEL_OF_SERVICE_LABELS[claim.levelOfService]} transport to ${claim.dropoff.address}${claim.driverName ? ` · driver ${claim.driverName}` : ''}`,
          ),
        ],
      ),
      serviceLines(claim, slots, provider.npi),
      band(
        [104, 110, 86, 70],
        [
          box('25. FEDERAL TAX I.D. NUMBER', `${einLabel(provider.taxId)}   [X] EIN`),
          box("26. PATIENT'S ACCOUNT NO.", claimControlNumber(claim)),
          box('27. ACCEPT ASSIGNMENT?', 'YES'),
          box('28. TOTAL CHARGE', last ? formatAmount(claim.totalCents) : 'CONTINUED'),
          box('29. AMOUNT PAID', last ? formatAmount(0) : 'CONTINUED'),
        ],
      ),
      band(GRID, [
        box('31. SIGNATURE OF PHYSICIAN OR SUPPLIER', `${provider.name}\nDate ${signedOn}`),
        box('32. SERVICE FACILITY LOCATION INFORMATION', `Pickup: ${claim.pickup.address}`),
        box('33. BILLING PROVIDER INFO & PH #', {
          stack: [
            {
              text: [provider.name, ...addressLines(provider.address), `Ph ${provider.phone}`].join('\n'),
              fontSize: VALUE,
              lineHeight: 1.05,
            },
            {
              columns: [box('33a. NPI', provider.npi), box('33b. OTHER ID', `ZZ ${provider.taxonomy}`)],
              margin: [0, 4, 0, 0],
            },
          ],
        }),
      ]),
    ],
  };
}

/**
 * One claim of the invoice on the CMS-1500 (02/12) paper claim form (docs/decisions/072-claim-documents.md): the
 * carrier, the numbered boxes with their printed labels and values, up to six service lines a form; a claim with
 * more continues on further forms, the total charge on the last (the others say CONTINUED).
 */
export function cms1500Document(data: InvoiceDocumentData, claimId: string): PdfDocument {
  const claim = data.claims.find((c) => c.id === claimId);
  if (!claim) throw new RangeError(`Claim ${claimId} is not on invoice ${data.invoice.number}`);
  const chunks: ClaimLine[][] = [];
  for (let i = 0; i < claim.lines.length; i += CMS1500_LINES_PER_PAGE)
    chunks.push(claim.lines.slice(i, i + CMS1500_LINES_PER_PAGE));
  if (!chunks.length) chunks.push([]);
  const control = claimControlNumber(claim);
  return {
    title: `CMS-1500 claim ${control}`,
    font: fontFor(data),
    footer: `${data.provider.name} · ${data.invoice.number} · claim ${control}`,
    content: chunks.map((lines, index): Content => {
      const page = formPage(data, claim, lines, { index, count: chunks.length });
      return index === 0 ? page : { stack: [page], pageBreak: 'before' };
    }),
  };
}
