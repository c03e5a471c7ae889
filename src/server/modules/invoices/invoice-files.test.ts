import { X12Parser, type X12Interchange } from 'node-x12';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/invoice';
import { centsOf } from '../../../domain/money';
import type { Payer } from '../../../domain/payer';
import { makeJob } from '../../demo/factories';
import { authorizedRider } from '../../test/invoice';
import { payerBody, rateBody } from '../../test/payer';
import { readBackPdf } from '../../test/pdf-text';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The invoice's files from the API (docs/decisions/072-claim-documents.md): every figure on the PDF, the CMS-1500,
 * the 837P and the CSV is the one GET /api/invoices/{id} answers. The 837P is read back by a third-party parser.
 */
let t: TestApp;
let admin: SignedIn;
let invoice: Invoice;
let payer: Payer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  payer = (
    await call('POST', '/api/payers', payerBody({ type: 'workers_comp', payerCode: 'KMWC1', signatureRequired: false }))
  ).json<Payer>();
  await call(
    'PUT',
    `/api/payers/${payer.id}/rates/wheelchair`,
    rateBody({ afterHoursWindow: null, afterHours: '0.00' }),
  );
  const { rider, authorization: auth } = await authorizedRider(
    t.database.db,
    payer.id,
    { validFrom: '2026-10-01', validTo: '2026-10-31' },
    {
      homePlace: {
        street: '1200 Spruce St',
        unit: null,
        city: 'Philadelphia',
        state: 'PA',
        zip: '19107',
        placeType: 'residence',
        lat: null,
        lng: null,
        needsReview: false,
      },
    },
  );
  for (const [day, escorts] of [
    ['2026-10-05', 1],
    ['2026-10-07', 0],
  ] as const) {
    await makeJob(t.database.db, {
      payerId: payer.id,
      riderId: rider.id,
      authorizationId: auth.id,
      status: 'completed',
      levelOfService: 'wheelchair',
      escortCount: escorts,
      pickupTime: new Date(`${day}T14:00:00Z`),
    });
  }
  const res = await call('POST', '/api/invoices', {
    payerId: payer.id,
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  const draft = res.json<Invoice>();
  // A draft has no claim files: they would skip the checks before sending.
  expect((await call('GET', `/api/invoices/${draft.id}/claims.837p`)).json()).toMatchObject({
    message: 'Send the invoice before taking its claim files',
  });
  expect((await call('GET', `/api/invoices/${draft.id}/claims/${draft.claims[0]!.id}/cms1500.pdf`)).statusCode).toBe(
    409,
  );
  const sent = await call('POST', `/api/invoices/${draft.id}/send`, { acknowledgeProblems: true });
  expect(sent.statusCode, sent.body).toBe(200);
  invoice = sent.json<Invoice>();
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: admin.cookie! }, ...(payload && { payload }) });
}

describe("an invoice's files", () => {
  it('837P: read back by an X12 parser, its envelopes, billing provider, subscriber with the carrier claim number, claims and lines hold the invoice', async () => {
    const res = await call('GET', `/api/invoices/${invoice.id}/claims.837p`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.837"`);
    const interchange = new X12Parser(true).parse(res.body) as X12Interchange;
    const group = interchange.functionalGroups[0]!;
    const transaction = group.transactions[0]!;
    expect(interchange.header.valueOf(13)).toBe(interchange.trailer.valueOf(2));
    expect(group.header.valueOf(8)).toBe('005010X222A1');
    expect(transaction.header.valueOf(1)).toBe('837');
    // Workers' compensation: the related cause is employment (CLM11), which the date of injury (DTP*439) needs.
    expect(transaction.segments.filter((x) => x.tag === 'CLM').map((c) => c.valueOf(11))).toEqual(['EM', 'EM']);
    expect(
      transaction.segments.filter((x) => x.tag === 'DTP' && x.valueOf(1) === '439').map((d) => d.valueOf(3)),
    ).toEqual(['20260914', '20260914']);
    const segments = transaction.segments;
    const values = (tag: string, first?: string) =>
      segments.filter((s) => s.tag === tag && (first === undefined || s.valueOf(1) === first));
    expect(values('NM1', '85')[0]!.valueOf(9)).toBe('1234567893');
    expect(values('REF', 'EI')[0]!.valueOf(2)).toBe('231234567');
    // Free text goes upper case, as clearinghouses expect.
    expect(values('NM1', 'IL').map((s) => [s.valueOf(3), s.valueOf(4)])).toEqual([
      ['WHITFIELD', 'DANA'],
      ['WHITFIELD', 'DANA'],
    ]);
    expect(values('REF', 'Y4').map((s) => s.valueOf(2))).toEqual(['CLM-2026-00417', 'CLM-2026-00417']);
    const claims = values('CLM');
    expect(claims.map((c) => centsOf(c.valueOf(2)!))).toEqual(invoice.claims.map((c) => centsOf(c.total)));
    const lines = values('SV1').map((s) => [s.valueOf(1), centsOf(s.valueOf(2)!), s.valueOf(4)]);
    expect(lines).toEqual(
      invoice.claims.flatMap((c) => c.lines.map((l) => [`HC:${l.code}:${l.modifier}`, centsOf(l.amount), l.quantity])),
    );
  });

  it('CMS-1500: the claim values read back in their boxes', async () => {
    const claim = invoice.claims[0]!;
    const res = await call('GET', `/api/invoices/${invoice.id}/claims/${claim.id}/cms1500.pdf`);
    expect(res.statusCode).toBe(200);
    const pdf = readBackPdf(res.rawPayload);
    const after = (label: string) => pdf.text.slice(pdf.text.indexOf(label) + label.length).trim();
    expect(pdf.text).toContain("1a. INSURED'S I.D. NUMBER");
    expect(after("1a. INSURED'S I.D. NUMBER")).toMatch(/^CLM-2026-00417/);
    expect(after('23. PRIOR AUTHORIZATION NUMBER')).toMatch(/^AUTH-5521/);
    for (const line of claim.lines) expect(pdf.text).toContain(line.code);
    expect(after('28. TOTAL CHARGE')).toMatch(new RegExp(`^\\$?\\s*${claim.total.replace('.', '[. ]')}`));
    expect(after('33a. NPI')).toMatch(/^1234567893/);
    // For pre-printed forms: the same values without the form's words.
    const values = await call('GET', `/api/invoices/${invoice.id}/claims/${claim.id}/cms1500.pdf?print=data`);
    expect(values.statusCode).toBe(200);
    expect(values.headers['content-disposition']).toMatch(/-data\.pdf"?$/);
    const dataOnly = readBackPdf(values.rawPayload).text;
    expect(dataOnly).toContain('CLM-2026-00417');
    expect(dataOnly).toContain('AUTH-5521');
    expect(dataOnly).not.toContain('PRIOR AUTHORIZATION NUMBER');
    expect(
      (await call('GET', `/api/invoices/${invoice.id}/claims/${claim.id}/cms1500.pdf?print=bare`)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `/api/invoices/${invoice.id}/claims/6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11/cms1500.pdf`))
        .statusCode,
    ).toBe(404);
  });

  it('invoice PDF and CSV: each line and the total as the API answers them', async () => {
    const pdf = readBackPdf((await call('GET', `/api/invoices/${invoice.id}/invoice.pdf`)).rawPayload);
    expect(pdf.title).toBe(`Invoice ${invoice.number}`);
    for (const claim of invoice.claims) for (const line of claim.lines) expect(pdf.text).toContain(line.amount);
    expect(pdf.text).toContain(Number(invoice.total).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    const csv = await call('GET', `/api/invoices/${invoice.id}/invoice.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = Papa.parse<string[]>(csv.body.trim()).data;
    const amounts = rows.slice(1, -1).map((r) => centsOf(r.at(-1)!));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(centsOf(invoice.total));
    expect(centsOf(rows.at(-1)!.at(-1)!)).toBe(centsOf(invoice.total));
  });

  it('a void invoice has no claim files: its trips may be billed again', async () => {
    const voided = await call('POST', `/api/invoices/${invoice.id}/void`, {
      reason: 'Checking the files of a void invoice',
    });
    // Sent without payments may be voided; afterwards the claim files are refused.
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await call('GET', `/api/invoices/${invoice.id}/claims.837p`)).json()).toMatchObject({
      message: 'A void invoice has no claim files',
    });
    expect((await call('GET', `/api/invoices/${invoice.id}/invoice.pdf`)).statusCode).toBe(200);
  });
});
