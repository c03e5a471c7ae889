import fc from 'fast-check';
import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { centsOf, formatAmount, formatDollars, sumCents } from '../../../../domain/money';
import { renderPdf } from '../../../pdf';
import { chargeLine, claimOf, invoiceDocumentFixture } from '../../../test/invoice-documents';
import { readBackPdf } from '../../../test/pdf-text';
import type { ClaimData, InvoiceDocumentData } from './claim-data';
import { cms1500Document } from './cms1500-pdf';
import { INVOICE_CSV_HEADERS, invoiceCsv } from './invoice-csv';
import { invoicePdfDocument } from './invoice-pdf';
import { x12837p } from './x12-837p';

/** The claim documents (docs/decisions/072-claim-documents.md): pure generators, read back by independent readers. */

/** The text drawn right after a label (the PDF read-back joins the drawn words without spaces). */
function after(text: string, label: string): string {
  const at = text.indexOf(label);
  expect(at, `"${label}" is on the page`).toBeGreaterThanOrEqual(0);
  return text.slice(at + label.length);
}

/** The 837P read by node-x12: the interchange, and the transaction's segments from ST to SE inclusive. */
function parse837(edi: string): { interchange: X12Interchange; segments: X12Segment[] } {
  const interchange = new X12Parser(true).parse(edi) as X12Interchange;
  const [group] = interchange.functionalGroups;
  const [transaction] = group!.transactions;
  return { interchange, segments: [transaction!.header, ...transaction!.segments, transaction!.trailer] };
}
const values = (segment: X12Segment) => segment.elements.map((e) => e.value);

/** Each subscriber loop (HL*…*22) of the 837P: its segments up to the next HL. */
function subscriberLoops(segments: X12Segment[]): X12Segment[][] {
  const loops: X12Segment[][] = [];
  for (const s of segments) {
    if (s.tag === 'HL') {
      if (s.valueOf(3) === '22') loops.push([]);
      continue;
    }
    if (s.tag === 'SE') break;
    loops.at(-1)?.push(s);
  }
  return loops;
}
const find = (loop: X12Segment[], tag: string, first?: string) =>
  loop.filter((s) => s.tag === tag && (first === undefined || s.valueOf(1) === first));

const csvRows = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

describe('the fixture', () => {
  it('is priced as the brief says: $55.00 + 7.2 × $3.25 + 2 × $12.00 = $102.40, and the invoice adds up', () => {
    const data = invoiceDocumentFixture();
    const [wc, ambulatory] = data.claims as [ClaimData, ClaimData];
    expect(wc.lines.map((l) => [l.code, l.modifier, l.amountCents])).toEqual([
      ['A0130', 'RJ', 5500],
      ['S0209', 'RJ', 2340],
      ['T2007', '', 2400],
    ]);
    expect(wc.totalCents).toBe(10240);
    expect(ambulatory.lines.every((l) => l.modifier === 'RH')).toBe(true);
    expect(data.invoice.totalCents).toBe(sumCents(data.claims.flatMap((c) => c.lines.map((l) => l.amountCents))));
  });
});

describe('837P (005010X222A1)', () => {
  const data = invoiceDocumentFixture();
  const edi = x12837p(data);
  const { interchange, segments } = parse837(edi);

  it('is one interchange whose envelopes and control numbers match, segments ending "~" and a newline', () => {
    expect(edi.endsWith('~\n')).toBe(true);
    expect(
      edi
        .split('~\n')
        .slice(0, -1)
        .every((s) => /^[A-Z][A-Z0-9]{1,2}\*/.test(s)),
    ).toBe(true);
    // ISA is fixed width: 106 characters, its 16th element the component separator.
    const isa = edi.slice(0, edi.indexOf('~'));
    expect(isa).toHaveLength(105);
    expect(isa.split('*').slice(5, 9)).toEqual(['ZZ', 'KEYSTONE01     ', 'ZZ', 'KMWC1          ']);
    expect(isa.split('*').slice(9, 17)).toEqual(['261117', '1405', '^', '00501', '000000042', '0', 'P', ':']);

    const isa13 = interchange.header.valueOf(13);
    expect(Number(isa13)).toBe(42);
    expect(interchange.trailer.valueOf(2)).toBe(isa13);
    expect(interchange.trailer.valueOf(1)).toBe('1');
    const [group] = interchange.functionalGroups;
    expect(values(group!.header)).toEqual(['HC', 'KEYSTONE01', 'KMWC1', '20261117', '1405', '42', 'X', '005010X222A1']);
    expect(group!.trailer.valueOf(2)).toBe(group!.header.valueOf(6));
    expect(group!.trailer.valueOf(1)).toBe('1');

    const [st, bht] = segments;
    const se = segments.at(-1)!;
    expect(values(st!)).toEqual(['837', '0001', '005010X222A1']);
    expect(se.tag).toBe('SE');
    expect(se.valueOf(2)).toBe(st!.valueOf(2));
    expect(Number(se.valueOf(1))).toBe(segments.length);
    expect(values(bht!)).toEqual(['0019', '00', 'INV-000042', '20261117', '1405', 'CH']);
  });

  it('names the submitter, the receiver and the billing provider with its NPI, taxonomy and tax ID', () => {
    const nm1 = (qualifier: string) => segments.find((s) => s.tag === 'NM1' && s.valueOf(1) === qualifier)!;
    expect(values(nm1('41'))).toEqual(['41', '2', 'KEYSTONE MEDICAL TRANSPORT', '', '', '', '', '46', 'KEYSTONE01']);
    expect(segments.find((s) => s.tag === 'PER')!.valueOf(4)).toBe('2155550100');
    expect([nm1('40').valueOf(3), nm1('40').valueOf(9)]).toEqual(['KEYSTONE MUTUAL WORKERS COMP', 'KMWC1']);

    const billing = nm1('85');
    expect([billing.valueOf(2), billing.valueOf(3), billing.valueOf(8), billing.valueOf(9)]).toEqual([
      '2',
      data.provider.name.toUpperCase(),
      'XX',
      data.provider.npi,
    ]);
    expect(values(segments.find((s) => s.tag === 'PRV')!)).toEqual(['BI', 'PXC', '343900000X']);
    expect(values(segments.find((s) => s.tag === 'REF' && s.valueOf(1) === 'EI')!)).toEqual([
      'EI',
      data.provider.taxId,
    ]);
    expect(values(segments.find((s) => s.tag === 'HL')!)).toEqual(['1', '', '20', '1']);
  });

  it('has one subscriber loop per claim: the rider with their ID, the WC claim as REF*Y4, the claim and its lines to the cent', () => {
    const loops = subscriberLoops(segments);
    expect(loops).toHaveLength(data.claims.length);
    data.claims.forEach((claim, i) => {
      const loop = loops[i]!;
      const [subscriber] = find(loop, 'NM1', 'IL');
      const [last, ...first] = claim.rider.fullName.toUpperCase().split(' ').reverse();
      expect([subscriber!.valueOf(3), subscriber!.valueOf(4)]).toEqual([last, first.reverse().join(' ')]);
      expect([subscriber!.valueOf(8), subscriber!.valueOf(9)]).toEqual([
        'MI',
        claim.rider.memberId ?? claim.workersComp!.claimNumber,
      ]);
      expect(find(loop, 'SBR')[0]!.valueOf(9)).toBe('WC');
      expect(find(loop, 'DMG')[0]!.valueOf(2)).toBe(claim.rider.dateOfBirth.replaceAll('-', ''));
      expect(find(loop, 'NM1', 'PR')[0]!.valueOf(9)).toBe('KMWC1');

      const y4 = find(loop, 'REF', 'Y4');
      if (claim.workersComp) {
        expect(y4.map((s) => s.valueOf(2))).toEqual([claim.workersComp.claimNumber]);
        expect(find(loop, 'REF', 'G1')[0]!.valueOf(2)).toBe(claim.workersComp.authorizationNumber);
        expect(find(loop, 'DTP', '439')[0]!.valueOf(3)).toBe(claim.workersComp.dateOfInjury.replaceAll('-', ''));
      } else {
        expect(y4).toEqual([]);
        expect(find(loop, 'REF', 'G1')).toEqual([]);
        expect(find(loop, 'DTP', '439')).toEqual([]);
      }

      const [clm] = find(loop, 'CLM');
      expect(clm!.valueOf(1)).toBe(claim.id.replaceAll('-', '').slice(0, 20));
      expect(centsOf(clm!.valueOf(2))).toBe(claim.totalCents);
      expect(clm!.valueOf(5)).toBe('99:B:1');

      const sv1 = find(loop, 'SV1');
      expect(sv1.map((s) => [s.valueOf(1), centsOf(s.valueOf(2)), s.valueOf(3), s.valueOf(4), s.valueOf(7)])).toEqual(
        claim.lines.map((l) => [
          ['HC', l.code, l.modifier].filter(Boolean).join(':'),
          l.amountCents,
          'UN',
          l.quantity,
          '1',
        ]),
      );
      expect(sumCents(sv1.map((s) => centsOf(s.valueOf(2))))).toBe(centsOf(clm!.valueOf(2)));
      expect(find(loop, 'LX').map((s) => s.valueOf(1))).toEqual(claim.lines.map((_, n) => String(n + 1)));
      expect(find(loop, 'DTP', '472').map((s) => s.valueOf(3))).toEqual(
        claim.lines.map(() => claim.serviceDate.replaceAll('-', '')),
      );
    });
    // The origin/destination modifier is one two-letter modifier, not two one-letter ones.
    expect(edi).toContain('SV1*HC:A0130:RJ*55.00*UN*1***1~');
    expect(edi).toContain('SV1*HC:S0209:RJ*23.40*UN*7.2***1~');
    expect(edi).toContain('SV1*HC:T2007*24.00*UN*2***1~');
    expect(edi).toContain('CLM*3f6c2a1e9b4d4c7a8e21*102.40***99:B:1*Y*A*Y*Y**EM~');
  });

  it('files each kind of payer under its claim filing indicator, a payer without an electronic ID as PAPERCLAIM, and keeps delimiters out of the values', () => {
    const indicator = (type: InvoiceDocumentData['payer']['type']) => {
      const data = invoiceDocumentFixture();
      data.payer.type = type;
      return subscriberLoops(parse837(x12837p(data)).segments).map((loop) => find(loop, 'SBR')[0]!.valueOf(9));
    };
    expect(indicator('health_insurance')).toEqual(['CI', 'CI']);
    expect(indicator('medicaid_broker')).toEqual(['MC', 'MC']);
    expect(indicator('facility')).toEqual(['11', '11']);
    expect(indicator('private_pay')).toEqual(['11', '11']);

    const paper = invoiceDocumentFixture();
    paper.payer.payerCode = null;
    paper.claims[1]!.rider.fullName = 'Ann*Marie~ Smith:Jr^';
    const out = x12837p(paper);
    expect(out.slice(0, 106).split('*')[8]).toBe('PAPERCLAIM     ');
    const parsed = parse837(out);
    expect(parsed.interchange.functionalGroups[0]!.header.valueOf(3)).toBe('PAPERCLAIM');
    const rider = find(subscriberLoops(parsed.segments)[1]!, 'NM1', 'IL')[0]!;
    expect([rider.valueOf(3), rider.valueOf(4)]).toEqual(['SMITH JR', 'ANN MARIE']);
  });
});

describe('CMS-1500', () => {
  const data = invoiceDocumentFixture();
  const [wc, ambulatory] = data.claims as [ClaimData, ClaimData];

  it('prints each value right after its box label, the service lines with codes, modifiers and charges, and the total', async () => {
    const pdf = readBackPdf(await renderPdf(cms1500Document(data, wc.id)));
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('CMS-1500 claim 3f6c2a1e9b4d4c7a8e21');
    const { text } = pdf;
    expect(after(text, 'CARRIER')).toMatch(
      /^Keystone Mutual Workers Comp1 Claims Plaza, Suite 400Harrisburg, PA 17101/,
    );
    // Workers' compensation is filed as OTHER.
    expect(after(text, '1.')).toMatch(/^\[ {3}\] MEDICARE\[ {3}\] MEDICAID.*\[X\] OTHER1a\./);
    expect(text.match(/\[X\]/g)).toHaveLength(2); // box 1 and box 25's EIN
    expect(after(text, "1a. INSURED'S I.D. NUMBER")).toMatch(/^WC-2026-448812/);
    expect(after(text, "2. PATIENT'S NAME")).toMatch(/^Lopez, Maria Elena/);
    expect(after(text, "3. PATIENT'S BIRTH DATE")).toMatch(/^03 14 1961/);
    expect(after(text, "4. INSURED'S NAME")).toMatch(/^Delaware Valley Builders/);
    expect(after(text, "5. PATIENT'S ADDRESS")).toMatch(/^42 Walnut St, Apt 3BPhiladelphia, PA 19106/);
    expect(after(text, '10a. EMPLOYMENT? (CURRENT OR PREVIOUS)')).toMatch(/^YES/);
    expect(after(text, '10b. AUTO ACCIDENT?')).toMatch(/^NO/);
    expect(after(text, "11. INSURED'S POLICY GROUP OR FECA NUMBER")).toMatch(/^WC-2026-448812/);
    expect(after(text, '14. DATE OF CURRENT ILLNESS, INJURY, OR PREGNANCY')).toMatch(/^09 18 2026/);
    expect(after(text, '23. PRIOR AUTHORIZATION NUMBER')).toMatch(/^AUTH-77120/);
    expect(after(text, '25. FEDERAL TAX I.D. NUMBER')).toMatch(/^23-1234567/);
    expect(after(text, "26. PATIENT'S ACCOUNT NO.")).toMatch(/^3f6c2a1e9b4d4c7a8e21/);
    expect(after(text, '28. TOTAL CHARGE')).toMatch(
      new RegExp(`^${formatAmount(wc.totalCents).replace('.', '\\.')}29\\.`),
    );
    expect(after(text, '28. TOTAL CHARGE')).toMatch(/^102\.40/);
    expect(after(text, '29. AMOUNT PAID')).toMatch(/^0\.00/);
    expect(after(text, '31. SIGNATURE OF PHYSICIAN OR SUPPLIER')).toMatch(
      /^Keystone Medical TransportDate 11\/17\/2026/,
    );
    expect(after(text, '32. SERVICE FACILITY LOCATION INFORMATION')).toMatch(
      /^Pickup: 42 Walnut St, Philadelphia, PA 19106/,
    );
    expect(after(text, '33. BILLING PROVIDER INFO & PH #')).toMatch(
      /^Keystone Medical Transport500 Industrial Hwy, Unit 2Philadelphia, PA 19153Ph \(215\) 555-0100/,
    );
    expect(after(text, '33a. NPI')).toMatch(/^1234567893/);

    // Box 24: a line each, numbered, with its description in the shaded part, then
    // from/to dates, place of service 99, code, modifier, charge, units, NPI.
    const lines = after(text, 'MODIFIER');
    wc.lines.forEach((l, i) => {
      const row = `${i + 1}${l.description}11 03 2611 03 2699 ${l.code}${l.modifier || ' '}${formatAmount(l.amountCents)}${l.quantity}NPI1234567893`;
      expect(lines).toContain(row);
    });
    expect(sumCents(wc.lines.map((l) => l.amountCents))).toBe(wc.totalCents);
  });

  it('marks the program by the kind of payer, prints a member ID, and continues a claim of more than six lines on further forms', async () => {
    const many = invoiceDocumentFixture();
    many.payer.type = 'medicaid_broker';
    const claim = many.claims[1]!;
    const long = claimOf({
      ...claim,
      lines: Array.from({ length: 8 }, (_, i) => chargeLine('S0215', 'RH', `Leg ${i + 1} miles`, `${i + 1}.5`, 175)),
    });
    many.claims[1] = long;
    const pdf = readBackPdf(await renderPdf(cms1500Document(many, ambulatory.id)));
    expect(pdf.pages).toBe(2);
    const [first, second] = pdf.text.split('Page 1 of 2') as [string, string];
    for (const page of [first, second]) {
      expect(after(page, '1.')).toMatch(/^\[ {3}\] MEDICARE\[X\] MEDICAID/);
      expect(after(page, "1a. INSURED'S I.D. NUMBER")).toMatch(/^KM-55120934/);
      expect(after(page, '10a. EMPLOYMENT? (CURRENT OR PREVIOUS)')).toMatch(/^NO/);
    }
    expect(after(first, '28. TOTAL CHARGE')).toMatch(/^CONTINUED/);
    expect(after(second, '28. TOTAL CHARGE')).toMatch(
      new RegExp(`^${formatAmount(long.totalCents).replace('.', '\\.')}`),
    );
    expect(first).toContain('6Leg 6 miles');
    expect(first).not.toContain('Leg 7 miles');
    expect(second).toContain('1Leg 7 miles');
    expect(second).toContain('2Leg 8 miles');

    const health = invoiceDocumentFixture();
    health.payer.type = 'health_insurance';
    expect(after(readBackPdf(await renderPdf(cms1500Document(health, wc.id))).text, '1.')).toMatch(
      /\[X\] GROUP HEALTH PLAN/,
    );
    expect(() => cms1500Document(data, '00000000-0000-4000-8000-000000000000')).toThrow(/not on invoice INV-000042/);
  });
});

describe('invoice PDF', () => {
  it('shows the company, the payer, the dates and terms, each trip with its lines, and the total, paid and balance', async () => {
    const data = invoiceDocumentFixture();
    const pdf = readBackPdf(await renderPdf(invoicePdfDocument(data)));
    expect(pdf.title).toBe('Invoice INV-000042');
    const { text } = pdf;
    for (const words of [
      'Keystone Medical Transport',
      '500 Industrial Hwy, Unit 2',
      '(215) 555-0100',
      'billing@keystone-transport.example',
      'Tax ID 23-1234567',
      'Invoice INV-000042',
    ]) {
      expect(text).toContain(words);
    }
    expect(after(text, 'Bill to')).toMatch(
      /^Keystone Mutual Workers Comp1 Claims Plaza, Suite 400Harrisburg, PA 17101Attn: Alex Adjuster/,
    );
    expect(after(text, 'Invoice date')).toMatch(/^Nov 17, 2026/);
    expect(after(text, 'Period')).toMatch(/^Nov 1, 2026 – Nov 15, 2026/);
    expect(after(text, 'Terms')).toMatch(/^Net 30/);
    expect(after(text, 'Due date')).toMatch(/^Dec 17, 2026/);
    expect(text).not.toContain('DRAFT');

    for (const claim of data.claims) {
      const block = after(text, `Control no. ${claim.id.replaceAll('-', '').slice(0, 20)}`);
      expect(block).toContain(`Rider${claim.rider.fullName}`);
      for (const l of claim.lines)
        expect(block).toContain(
          `${l.code}${l.modifier || '—'}${l.description}${l.quantity}${formatAmount(l.unitCents)}${formatDollars(l.amountCents)}`,
        );
      expect(block).toContain(`Claim total${formatDollars(claim.totalCents)}`);
    }
    expect(after(text, 'WC claim number')).toMatch(/^WC-2026-448812AuthorizationAUTH-77120/);
    expect(after(text, 'Member ID')).toMatch(/^KM-55120934/);
    expect(text).toContain('Total$135.28Paid$50.00Balance due$85.28');
  });

  it('are plain data, so a worker thread can render them', () => {
    const data = invoiceDocumentFixture();
    for (const doc of [invoicePdfDocument(data), cms1500Document(data, data.claims[0]!.id)])
      expect(structuredClone(doc)).toEqual(doc);
  });

  it('is in an embedded font when a name has a letter the standard fonts lack', async () => {
    const data = invoiceDocumentFixture();
    expect(invoicePdfDocument(data).font).toBe('Helvetica');
    expect(cms1500Document(data, data.claims[0]!.id).font).toBe('Helvetica');
    data.claims[1]!.rider.fullName = 'Zoë Łukasiewicz-Nguyễn';
    expect(cms1500Document(data, data.claims[0]!.id).font).toBe('Roboto');
    const pdf = readBackPdf(await renderPdf(invoicePdfDocument(data)));
    expect(pdf.title).toBe('Invoice INV-000042');
    expect(pdf.embeddedFonts).toContain('Roboto-Regular');
  });

  it('says DRAFT or VOID prominently', async () => {
    for (const status of ['draft', 'void'] as const) {
      const data = invoiceDocumentFixture();
      data.invoice.status = status;
      data.invoice.sentOn = null;
      const { text } = readBackPdf(await renderPdf(invoicePdfDocument(data)));
      expect(after(text, 'Invoice INV-000042')).toMatch(new RegExp(`^${status.toUpperCase()}`));
      expect(after(text, 'Invoice date')).toMatch(/^Nov 16, 2026/);
    }
  });
});

describe('invoice CSV', () => {
  it('has a row per charge line and a Total row, and its amounts add up to the invoice total to the cent', () => {
    const data = invoiceDocumentFixture();
    const { data: rows, meta, errors } = csvRows(invoiceCsv(data));
    expect(errors).toEqual([]);
    expect(meta.fields).toEqual([...INVOICE_CSV_HEADERS]);
    const total = rows.at(-1)!;
    const lines = rows.slice(0, -1);
    expect(lines).toHaveLength(5);
    expect(total.Invoice).toBe('Total');
    expect(centsOf(total.Amount!)).toBe(data.invoice.totalCents);
    expect(sumCents(lines.map((r) => centsOf(r.Amount!)))).toBe(data.invoice.totalCents);
    expect(lines[1]).toEqual({
      Invoice: 'INV-000042',
      'Claim control number': '3f6c2a1e9b4d4c7a8e21',
      'Service date': '2026-11-03',
      Rider: 'Maria Elena Lopez',
      'Member ID': '',
      'WC claim number': 'WC-2026-448812',
      'Authorization number': 'AUTH-77120',
      'Level of service': 'Wheelchair',
      Code: 'S0209',
      Modifier: 'RJ',
      Description: 'Wheelchair van, loaded miles',
      Quantity: '7.2',
      Unit: '3.25',
      Amount: '23.40',
    });
    expect(lines[3]).toMatchObject({
      Rider: "James O'Neil",
      'Member ID': 'KM-55120934',
      'WC claim number': '',
      'Level of service': 'Ambulatory',
      Modifier: 'RH',
    });
  });

  it('neutralises a cell a spreadsheet would run as a formula, and quotes commas, quotes and line breaks', () => {
    const data = invoiceDocumentFixture();
    data.claims[0]!.rider.fullName = '=HYPERLINK("https://evil.example","Click")';
    data.claims[0]!.lines[0]!.description = '+1 leg, "door to door"\nsecond line';
    data.claims[1]!.rider.memberId = '@SUM(A1:A9)';
    const csv = invoiceCsv(data);
    const rows = csvRows(csv).data;
    expect(rows[0]!.Rider).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(rows[0]!.Description).toBe(`'+1 leg, "door to door"\nsecond line`);
    expect(rows[3]!['Member ID']).toBe(`'@SUM(A1:A9)`);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
  });
});

describe('every document states the same figures', () => {
  const line = fc
    .record({
      code: fc.constantFrom('A0130', 'S0209', 'T2007', 'A0100', 'S0215', 'A0090'),
      modifier: fc.constantFrom('RJ', 'RH', 'HR', 'JR', ''),
      quantity: fc
        .tuple(fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 9 }))
        .map(([whole, tenth]) => (tenth ? `${whole}.${tenth}` : String(whole))),
      unitCents: fc.integer({ min: 0, max: 50_000 }),
    })
    .map((l) => chargeLine(l.code, l.modifier, `${l.code} service`, l.quantity, l.unitCents));

  it('the 837P claims, the CSV and the invoice PDF add up to the invoice total for any lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(line, { minLength: 1, maxLength: 9 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        (claims, paidShare) => {
          const base = invoiceDocumentFixture();
          const template = base.claims[0]!;
          const data: InvoiceDocumentData = {
            ...base,
            claims: claims.map((lines, i) =>
              claimOf({ ...template, id: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`, lines }),
            ),
          };
          const total = sumCents(data.claims.map((c) => c.totalCents));
          const paid = Math.floor((total * paidShare) / 100);
          data.invoice = { ...data.invoice, totalCents: total, paidCents: paid };

          const loops = subscriberLoops(parse837(x12837p(data)).segments);
          expect(loops).toHaveLength(claims.length);
          const clm = loops.map((loop) => centsOf(find(loop, 'CLM')[0]!.valueOf(2)));
          loops.forEach((loop, i) =>
            expect(sumCents(find(loop, 'SV1').map((s) => centsOf(s.valueOf(2))))).toBe(clm[i]),
          );
          expect(sumCents(clm)).toBe(total);

          const rows = csvRows(invoiceCsv(data)).data;
          expect(sumCents(rows.slice(0, -1).map((r) => centsOf(r.Amount!)))).toBe(total);
          expect(centsOf(rows.at(-1)!.Amount!)).toBe(total);

          const pdf = JSON.stringify(invoicePdfDocument(data).content);
          expect(pdf).toContain(JSON.stringify(formatDollars(total)));
          expect(pdf).toContain(JSON.stringify(formatDollars(total - paid)));
          for (const c of data.claims) expect(pdf).toContain(JSON.stringify(formatDollars(c.totalCents)));
        },
      ),
      { numRuns: 60 },
    );
  });
});
