import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { centsOf, formatAmount, formatDollars, sumCents } from '../../../../domain/money';
import type { Content, ContentText } from 'pdfmake/interfaces';
import { PDF_COLORS, renderPdf, type PdfDocument } from '../../../pdf';
import { chargeLine, claimOf, invoiceDocumentFixture } from '../../../test/invoice-documents';
import { readBackPdf } from '../../../test/pdf-text';
import { find, parse837, subscriberLoops, values } from '../../../test/x12-read';
import type { ClaimData, InvoiceDocumentData } from './claim-data';
import { CHECKBOXES } from './cms1500-form';
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
    // Test data (ISA15 T): the fixture's payer is not yet marked live.
    expect(isa.split('*').slice(9, 17)).toEqual(['261117', '1405', '^', '00501', '000000042', '0', 'T', ':']);

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
      expect(find(loop, 'DMG')[0]!.valueOf(3)).toBe(claim.rider.sex);
      expect(find(loop, 'NM1', 'PR')[0]!.valueOf(9)).toBe('KMWC1');

      const y4 = find(loop, 'REF', 'Y4');
      if (claim.workersComp) {
        expect(y4.map((s) => s.valueOf(2))).toEqual([claim.workersComp.claimNumber]);
        expect(find(loop, 'REF', 'G1')[0]!.valueOf(2)).toBe(claim.priorAuthorization);
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
          claim.diagnoses.map((_, n) => String(n + 1)).join(':'),
        ]),
      );
      expect(sumCents(sv1.map((s) => centsOf(s.valueOf(2))))).toBe(centsOf(clm!.valueOf(2)));
      expect(find(loop, 'LX').map((s) => s.valueOf(1))).toEqual(claim.lines.map((_, n) => String(n + 1)));
      expect(find(loop, 'DTP', '472').map((s) => s.valueOf(3))).toEqual(
        claim.lines.map(() => claim.serviceDate.replaceAll('-', '')),
      );
    });
    // The origin/destination modifier is one two-letter modifier, not two one-letter ones.
    expect(edi).toContain('SV1*HC:A0130:RJ*55.00*UN*1***1:2~');
    expect(edi).toContain('SV1*HC:S0209:RJ*23.40*UN*7.2***1:2~');
    expect(edi).toContain('SV1*HC:T2007*24.00*UN*2***1:2~');
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
  const read = async (d: InvoiceDocumentData, claimId: string, dataOnly = false) =>
    readBackPdf(await renderPdf(cms1500Document(d, claimId, { dataOnly })));
  type Placed = ContentText & { text: string; absolutePosition: { x: number; y: number } };
  /** The text a document places on the page, each node with where it starts. */
  const placed = (doc: PdfDocument) =>
    (doc.content as Content[]).filter(
      (node): node is Placed => typeof node === 'object' && 'absolutePosition' in node && 'text' in node,
    );
  /** The check boxes an X is drawn in (its middle inside the box), in drawing order. */
  const marked = (doc: PdfDocument) =>
    placed(doc)
      .filter((n) => n.text === 'X')
      .map(({ absolutePosition: at, fontSize = 0 }) => {
        const [x, y] = [at.x + fontSize / 3, at.y + fontSize / 3];
        return Object.entries(CHECKBOXES).find(([, [x1, y1, x2, y2]]) => x1 < x && x < x2 && y1 < y && y < y2)?.[0];
      });
  /** A claim with none of the facts some boxes need: no WC claim, address, authorization or signature. */
  const bare = () => {
    const d = invoiceDocumentFixture();
    d.payer.type = 'medicaid_broker';
    const claim = d.claims[1]!;
    claim.rider.address = null;
    return { d, claim };
  };

  it('prints each value right after its box label, on the form drawn as the red paper one', async () => {
    const pdf = await read(data, wc.id);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('CMS-1500 claim 3f6c2a1e9b4d4c7a8e21');
    const { text } = pdf;
    expect(text).toContain('HEALTH INSURANCE CLAIM FORM');
    // The carrier block, and an address anywhere on the form without punctuation (NUCC).
    expect(text).toContain('Keystone Mutual Workers Comp1 Claims PlazaSuite 400Harrisburg PA 17101');
    expect(after(text, "1a. INSURED'S I.D. NUMBER")).toMatch(/^WC-2026-448812/);
    expect(after(text, "2. PATIENT'S NAME (Last Name, First Name, Middle Initial)")).toMatch(/^Lopez, Maria Elena/);
    // Box 3: MM DD YYYY under the form's dividers, then the sex: X in F.
    expect(after(text, "3. PATIENT'S BIRTH DATEMMDDYY")).toMatch(/^03 14 1961SEXMFX4\./);
    expect(after(text, "4. INSURED'S NAME (Last Name, First Name, Middle Initial)")).toMatch(
      /^Delaware Valley Builders/,
    );
    expect(after(text, "5. PATIENT'S ADDRESS (No., Street)")).toMatch(
      /^42 Walnut St Apt 3BCITYPhiladelphiaSTATEPAZIP CODE19106TELEPHONE \(Include Area Code\)\(\)215 5550177/,
    );
    // Workers' compensation: the employer is the insured, the rider their employee ("Other"), whose address the
    // product has not, so box 7 stays blank.
    expect(after(text, '6. PATIENT RELATIONSHIP TO INSURED')).toMatch(/^SelfSpouseChildOtherX7\./);
    expect(after(text, "7. INSURED'S ADDRESS (No., Street)")).toMatch(/^CITYSTATEZIP CODETELEPHONE/);
    expect(after(text, 'a. EMPLOYMENT? (Current or Previous)')).toMatch(/^YESXNOPLACE/);
    expect(after(text, 'b. AUTO ACCIDENT?')).toMatch(/^YESNOXc\./);
    expect(after(text, "11. INSURED'S POLICY GROUP OR FECA NUMBER")).toMatch(/^WC-2026-448812/);
    expect(after(text, 'b. OTHER CLAIM ID (Designated by NUCC)')).toMatch(/^Y4WC-2026-448812/);
    expect(after(text, 'c. INSURANCE PLAN NAME OR PROGRAM NAME')).toMatch(/^Keystone Mutual Workers Comp/);
    // The rider signed at drop-off: boxes 12 and 13.
    expect(text.match(/SIGNEDSIGNATURE ON FILE/g)).toHaveLength(2);
    expect(after(text, '14. DATE OF CURRENT ILLNESS, INJURY, or PREGNANCY (LMP)')).toMatch(/^09 18 2026QUAL\.431/);
    expect(after(text, '19. ADDITIONAL CLAIM INFORMATION (Designated by NUCC)')).toMatch(
      /^Wheelchair transport to Liberty Dialysis Center, 1800 Lombard St, Philadelphia, PA 19146/,
    );
    // Box 21: ICD indicator 0, then the codes A, B… without their point.
    expect(after(text, 'ICD Ind.')).toMatch(/^0A\.B\.C\.D\.E\.F\.G\.H\.I\.J\.K\.L\.S72001AZ993CODE/);
    expect(after(text, '22. RESUBMISSION')).toMatch(/^23\./);
    expect(after(text, '23. PRIOR AUTHORIZATION NUMBER')).toMatch(/^AUTH-77120/);

    // Box 24: a line each, with from and to dates, place of service 99, code, modifier, the pointers at box 21
    // (24E: A and B), the charge in dollars and cents, units and the NPI; no description in the shaded part.
    const lines = after(text, '24. A.');
    wc.lines.forEach((l) => {
      const [dollars, cents] = formatAmount(l.amountCents).split('.');
      expect(lines).toContain(`11 03 2611 03 2699${l.code}${l.modifier}AB${dollars} ${cents}${l.quantity}1234567893`);
      expect(text).not.toContain(l.description);
    });
    expect(sumCents(wc.lines.map((l) => l.amountCents))).toBe(wc.totalCents);

    expect(after(text, '25. FEDERAL TAX I.D. NUMBER')).toMatch(/^231234567X/);
    expect(after(text, "26. PATIENT'S ACCOUNT NO.")).toMatch(/^3f6c2a1e9b4d4c7a8e21/);
    expect(after(text, '27. ACCEPT ASSIGNMENT?')).toMatch(/^YESXNO/);
    expect(after(text, '28. TOTAL CHARGE')).toMatch(/^\$102 4029\./);
    expect(after(text, '29. AMOUNT PAID')).toMatch(/^\$0 00/);
    expect(after(text, 'apply to this bill and are made a part thereof.)SIGNEDDATE')).toMatch(
      /^Keystone Medical Transport11\/17\/2026/,
    );
    expect(after(text, '32. SERVICE FACILITY LOCATION INFORMATION')).toMatch(/^42 Walnut StPhiladelphia PA 19106/);
    expect(after(text, '32b.')).toMatch(/^\(\)215 555010033\. BILLING PROVIDER INFO & PH #/);
    expect(after(text, '33. BILLING PROVIDER INFO & PH #')).toMatch(
      /^Keystone Medical Transport500 Industrial Hwy Unit 2Philadelphia PA 19153/,
    );
    expect(after(text, '33a. NPI')).toMatch(/^1234567893/);
    expect(after(text, '33b.')).toMatch(/^ZZ343900000X/);
    expect(text).not.toMatch(/NONE|Not on record/i);

    // Each X in its check box: OTHER program, F, "Other" relationship, employment YES, no auto or other
    // accident, EIN, accept assignment YES.
    expect(marked(cms1500Document(data, wc.id))).toEqual([
      'otherProgram',
      'sexFemale',
      'otherRelationship',
      'employmentYes',
      'autoAccidentNo',
      'otherAccidentNo',
      'ein',
      'assignmentYes',
    ]);
  });

  it('leaves a box blank when the claim has nothing for it: never NONE or "Not on record"', async () => {
    const { d, claim } = bare();
    expect([claim.workersComp, claim.priorAuthorization, claim.rider.address, claim.riderSigned]).toEqual([
      null,
      null,
      null,
      false,
    ]);
    for (const dataOnly of [false, true])
      expect((await read(d, claim.id, dataOnly)).text).not.toMatch(/NONE|not on record|N\/A|unknown/i);

    const { text } = await read(d, claim.id);
    expect(after(text, '1.')).toMatch(/^MEDICARE\(Medicare#\)MEDICAID\(Medicaid#\)XTRICARE/);
    expect(after(text, "1a. INSURED'S I.D. NUMBER")).toMatch(/^KM-55120934/);
    // Box 3's sex: X in M.
    expect(after(text, "3. PATIENT'S BIRTH DATEMMDDYY")).toMatch(/^07 02 1978SEXMXF4\./);
    // No address: boxes 5 and 7 are blank but for the rider's telephone.
    expect(after(text, "5. PATIENT'S ADDRESS (No., Street)")).toMatch(
      /^CITYSTATEZIP CODETELEPHONE \(Include Area Code\)\(\)610 55501236\./,
    );
    expect(after(text, '6. PATIENT RELATIONSHIP TO INSURED')).toMatch(/^SelfXSpouse/);
    expect(after(text, "7. INSURED'S ADDRESS (No., Street)")).toMatch(/^CITYSTATEZIP CODETELEPHONE/);
    expect(after(text, 'a. EMPLOYMENT? (Current or Previous)')).toMatch(/^YESNOX/);
    // 11, 11b and 14 have nothing to say for a claim that is not workers' compensation; 12 and 13 nothing unsigned.
    expect(after(text, "11. INSURED'S POLICY GROUP OR FECA NUMBER")).toMatch(/^MMDDYYSEXa\./);
    expect(after(text, 'b. OTHER CLAIM ID (Designated by NUCC)')).toMatch(/^c\./);
    expect(text).not.toContain('SIGNATURE ON FILE');
    expect(after(text, '14. DATE OF CURRENT ILLNESS, INJURY, or PREGNANCY (LMP)')).toMatch(/^QUAL\.QUAL\./);
    expect(after(text, '23. PRIOR AUTHORIZATION NUMBER')).toMatch(/^DATE\(S\) OF SERVICE/);
    expect(after(text, 'ICD Ind.')).toMatch(/^0A\..*L\.Z992CODE/);
    expect(after(text, '24. A.')).toContain('11 05 2611 05 2699A0100RHA25 0011234567893');
    expect(marked(cms1500Document(d, claim.id))).toEqual([
      'medicaid',
      'sexMale',
      'self',
      'employmentNo',
      'autoAccidentNo',
      'otherAccidentNo',
      'ein',
      'assignmentYes',
    ]);
  });

  it('lists up to twelve diagnoses A to L, points each line at the first four, and marks a corrected claim in box 22', async () => {
    const d = invoiceDocumentFixture();
    d.payer.tripNumberOn = 'NTE';
    const claim = d.claims[1]!;
    claim.diagnoses = ['Z99.2', 'N18.6', 'E11.9', 'I50.9', 'Z74.09', 'M54.50'];
    claim.correction = { payerClaimNumber: 'PCN-2026-0001' };
    claim.brokerTripId = 'T-88123';
    const { text } = await read(d, claim.id);
    expect(after(text, 'ICD Ind.')).toMatch(/^0A\.B\.C\.D\.E\.F\.G\.H\.I\.J\.K\.L\.Z992N186E119I509Z7409M5450CODE/);
    for (const l of claim.lines) expect(after(text, '24. A.')).toContain(`${l.code}${l.modifier}ABCD`);
    // Resubmission code 7 (replacement) with the payer's number for the claim it replaces.
    expect(after(text, 'ORIGINAL REF. NO.22. RESUBMISSION')).toMatch(/^7PCN-2026-000123\./);
    // The broker's trip number, which the 837P sends in its claim note, goes in box 19…
    expect(after(text, '19. ADDITIONAL CLAIM INFORMATION (Designated by NUCC)')).toMatch(
      /^TRIP T-88123 Ambulatory transport to Riddle Hospital/,
    );
    // …or, as a referral number (REF*9F), in box 23 when there is no prior authorization.
    d.payer.tripNumberOn = '9F';
    const referral = (await read(d, claim.id)).text;
    expect(after(referral, '23. PRIOR AUTHORIZATION NUMBER')).toMatch(/^T-88123/);
    expect(referral).not.toContain('TRIP T-88123');
  });

  it('prints the same values at the same places without the form for pre-printed red forms', async () => {
    const full = cms1500Document(data, wc.id);
    const dataOnly = cms1500Document(data, wc.id, { dataOnly: true });
    // Every value node of the full form, and nothing else: no rules, no shading, no labels in the form's red.
    expect(dataOnly.content).toEqual(placed(full).filter((n) => n.color === PDF_COLORS.text));
    expect(marked(dataOnly)).toEqual(marked(full));

    const pdf = await read(data, wc.id, true);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('CMS-1500 claim 3f6c2a1e9b4d4c7a8e21, data only');
    for (const value of [
      'WC-2026-448812',
      'Lopez, Maria Elena',
      '03 14 1961',
      'SIGNATURE ON FILESIGNATURE ON FILE09 18 2026431',
      '0S72001AZ993AUTH-77120',
      '11 03 2611 03 2699A0130RJAB55 0011234567893',
      '231234567X3f6c2a1e9b4d4c7a8e21X102 400 00',
    ])
      expect(pdf.text).toContain(value);
    for (const label of [
      'HEALTH INSURANCE CLAIM FORM',
      'PICA',
      'MEDICARE',
      "1a. INSURED'S I.D. NUMBER",
      "2. PATIENT'S NAME",
      'BIRTH DATE',
      'SEX',
      'SIGNED',
      'QUAL.',
      '21. DIAGNOSIS',
      'ICD Ind.',
      '23. PRIOR AUTHORIZATION NUMBER',
      '24. A.',
      'NPI',
      '28. TOTAL CHARGE',
      '33. BILLING PROVIDER',
      'NUCC',
    ])
      expect(pdf.text).not.toContain(label);
  });

  it('marks the program by the kind of payer and continues a claim of more than six lines on further forms', async () => {
    const many = invoiceDocumentFixture();
    many.payer.type = 'medicaid_broker';
    const claim = many.claims[1]!;
    const long = claimOf({
      ...claim,
      lines: Array.from({ length: 8 }, (_, i) => chargeLine('S0215', 'RH', `Leg ${i + 1} miles`, `${i + 1}.5`, 175)),
    });
    many.claims[1] = long;
    for (const dataOnly of [false, true]) {
      const pdf = await read(many, ambulatory.id, dataOnly);
      expect(pdf.pages).toBe(2);
      // Every form repeats the claim's boxes; the total is on the last, CONTINUED on the others.
      expect(pdf.text.match(/KM-55120934/g)).toHaveLength(2);
      const [first, second] = pdf.text
        .split(dataOnly ? /(?=Keystone Mutual Workers Comp1 Claims Plaza)/ : 'form 2 of 2')
        .filter(Boolean) as [string, string];
      expect(first.match(/CONTINUED/g)).toHaveLength(2);
      const [dollars, cents] = formatAmount(long.totalCents).split('.');
      expect(second).toContain(`${dollars} ${cents}`);
      expect(second).not.toContain('CONTINUED');
      expect(first.match(/S0215RHA/g)).toHaveLength(6);
      expect(second.match(/S0215RHA/g)).toHaveLength(2);
    }
    expect(marked(cms1500Document(many, ambulatory.id))[0]).toBe('medicaid');

    const health = invoiceDocumentFixture();
    health.payer.type = 'health_insurance';
    expect(marked(cms1500Document(health, wc.id))[0]).toBe('groupHealthPlan');
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
