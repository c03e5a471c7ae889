import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimFile } from '../../../domain/claim-answer';
import type { Aging, Invoice } from '../../../domain/invoice';
import { centsOf } from '../../../domain/money';
import { claimFiles, invoicePayments } from '../../db/schema';
import { invoiceOf } from '../../test/invoice';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sentFile, write277ca, write835, write999 } from '../../test/x12-answers';
import { find, parse837 } from '../../test/x12-read';

/**
 * The clearinghouse's answers posted through the API (docs/decisions/101-posting-claim-answers.md), written in the
 * test from the 837P the product itself sends for a sent invoice: statuses, money, the lines nobody sent, the same
 * file twice, a broken file, and the corrected claim.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { cookie: admin.cookie } });

/** A sent invoice of `trips` claims and what its 837P sent. */
async function sentInvoice(trips: number) {
  const { id } = await invoiceOf(t.app, t.database.db, admin.cookie!, 'sent', trips);
  const edi = await call('GET', `/api/invoices/${id}/claims.837p`);
  expect(edi.statusCode, edi.body).toBe(200);
  const invoice = (await call('GET', `/api/invoices/${id}`)).json<Invoice>();
  return { invoice, sent: sentFile(edi.body) };
}
type Sent = Awaited<ReturnType<typeof sentInvoice>>['sent'];

// Each file its own interchange number, so runs sharing a PostgreSQL database never meet.
const envelope = (sent: Sent, date = '2026-11-10') => ({
  controlNumber: randomInt(100_000_000, 999_999_999),
  senderId: sent.receiverId,
  receiverId: sent.submitterId,
  date,
});
const post = (content: string, fileName = 'answer.x12') => call('POST', '/api/claim-files', { fileName, content });
const claim = async (id: string) => (await call('GET', `/api/claims/${id}`)).json<Claim>();
const patient = { last: 'RIDER', first: 'TEST', memberId: 'M1' };

function ack277(
  sent: Sent,
  claims: {
    n: number;
    action: 'WQ' | 'U';
    statuses: { category: string; status: string; entity?: string }[];
    payer?: string;
  }[],
) {
  return write277ca({
    envelope: envelope(sent),
    source: {
      entity: 'AY',
      name: 'CLEARINGHOUSE',
      idQualifier: '46',
      id: 'CH01',
      traceNumber: `T${randomInt(1e6)}`,
      received: '2026-11-09',
    },
    receiver: { name: 'COMPANY', etin: sent.submitterId, batchNumber: sent.batchNumber },
    provider: { name: 'COMPANY', npi: '1234567893' },
    claims: claims.map((c) => ({
      claimControlNumber: sent.claims[c.n]!.claimControlNumber,
      patient,
      chargeCents: sent.claims[c.n]!.chargeCents,
      serviceDate: '2026-10-10',
      action: c.action,
      statuses: c.statuses,
      payerClaimControlNumber: c.payer,
    })),
  });
}

describe('a 277CA', () => {
  it('accepts and rejects claims with their status codes in words, and the rejected one waits on the worklist', async () => {
    const { invoice, sent } = await sentInvoice(2);
    const res = await post(
      ack277(sent, [
        { n: 0, action: 'WQ', statuses: [{ category: 'A2', status: '20' }], payer: 'PCN-1001' },
        { n: 1, action: 'U', statuses: [{ category: 'A7', status: '164', entity: 'IL' }], payer: 'PCN-1002' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<ClaimFile>();
    expect(file).toMatchObject({ kind: '277CA', lineCount: 2, unmatchedCount: 0, rejectedCount: 1, duplicate: false });
    expect(file.lines.map((l) => [l.outcome, l.matched, l.posted, l.invoiceNumber])).toEqual([
      ['accepted', true, true, invoice.number],
      ['rejected', true, true, invoice.number],
    ]);

    const [accepted, rejected] = [await claim(invoice.claims[0]!.id), await claim(invoice.claims[1]!.id)];
    expect(accepted).toMatchObject({ status: 'accepted', payerClaimNumber: 'PCN-1001', fix: [] });
    expect(rejected).toMatchObject({ status: 'rejected', payerClaimNumber: 'PCN-1002', frequency: '7' });
    expect(rejected.reasons[0]).toMatchObject({ source: '277CA', code: 'A7:164:IL' });
    expect(rejected.reasons[0]!.text).toMatch(/^Acknowledgement\/Rejected for Invalid Information/);
    expect(rejected.fix).toContain('rider');

    const worklist = (await call('GET', '/api/claims?status=rejected,denied&limit=100')).json<{ items: Claim[] }>();
    expect(worklist.items.map((c) => c.id)).toContain(rejected.id);
    expect(worklist.items.map((c) => c.id)).not.toContain(accepted.id);
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json<Invoice>().claims.map((c) => c.status)).toEqual([
      'accepted',
      'rejected',
    ]);
  });

  it('refuses a status that is not a claim status', async () => {
    const res = await call('GET', '/api/claims?status=rejected,lost');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { status: 'Not a claim status: lost' } });
  });
});

describe('an 835', () => {
  it('posts payments, a partial payment, a denial with its CARC text, PLBs and an unmatched claim; the invoice and the aging follow', async () => {
    const { invoice, sent } = await sentInvoice(3);
    const [a, b, c] = sent.claims as [Sent['claims'][number], Sent['claims'][number], Sent['claims'][number]];
    const trace = `EFT${randomInt(1e9)}`;
    const partial = Math.floor(b.chargeCents / 2);
    const content = write835({
      envelope: envelope(sent),
      payer: { name: 'PAYER', id: 'P01', taxId: '231234567' },
      payee: { name: 'COMPANY', npi: '1234567893', taxId: '123456789' },
      payments: [
        {
          handling: 'I',
          method: 'ACH',
          date: '2026-11-20',
          traceNumber: trace,
          claims: [
            {
              claimControlNumber: a.claimControlNumber.toUpperCase(),
              status: '1',
              chargeCents: a.chargeCents,
              paidCents: a.chargeCents,
              payerClaimControlNumber: 'PCN-A',
              patient,
            },
            {
              claimControlNumber: b.claimControlNumber,
              status: '1',
              chargeCents: b.chargeCents,
              paidCents: partial,
              payerClaimControlNumber: 'PCN-B',
              patient,
              adjustments: [{ group: 'CO', reason: '45', amountCents: b.chargeCents - partial }],
            },
            {
              claimControlNumber: c.claimControlNumber,
              status: '4',
              chargeCents: c.chargeCents,
              paidCents: 0,
              payerClaimControlNumber: 'PCN-C',
              patient,
              adjustments: [{ group: 'CO', reason: '16', amountCents: c.chargeCents }],
              remarks: ['N290'],
            },
            {
              claimControlNumber: 'NOTOURS0000000000001',
              status: '1',
              chargeCents: 5000,
              paidCents: 5000,
              payerClaimControlNumber: 'PCN-X',
              patient,
            },
          ],
          providerAdjustments: [
            { reason: 'L6', reference: invoice.number, amountCents: -125 },
            { reason: 'WO', reference: 'OLD-CLAIM-77', amountCents: 300 },
          ],
        },
      ],
    });
    const res = await post(content, 'remit.835');
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<ClaimFile>();
    expect(file).toMatchObject({
      kind: '835',
      lineCount: 6,
      unmatchedCount: 1,
      rejectedCount: 1,
      traceNumbers: [trace],
      balanced: true,
    });
    const lines = file.lines;
    expect(lines.map((l) => [l.kind, l.outcome, l.matched, l.posted])).toEqual([
      ['claim_payment', 'paid', true, true],
      ['claim_payment', 'partially_paid', true, true],
      ['claim_payment', 'denied', true, true],
      ['claim_payment', 'paid', false, false],
      ['provider_adjustment', 'applied', true, false],
      ['provider_adjustment', 'unapplied', false, false],
    ]);
    expect(lines[3]).toMatchObject({
      controlNumber: 'NOTOURS0000000000001',
      note: 'No claim with this number was sent',
      paid: '50.00',
    });
    expect(lines[4]).toMatchObject({ invoiceNumber: invoice.number, paid: '1.25' });
    expect(lines[5]!.reasons[0]).toMatchObject({ code: 'PLB WO', amount: '3.00' });

    const [paid, part, denied] = await Promise.all(invoice.claims.map((x) => claim(x.id)));
    expect(paid).toMatchObject({ status: 'paid', paid: paid!.total, payerClaimNumber: 'PCN-A' });
    expect(part).toMatchObject({ status: 'partially_paid', paid: (partial / 100).toFixed(2) });
    expect(part!.reasons).toEqual([
      expect.objectContaining({ source: '835', code: 'CO-45', amount: ((b.chargeCents - partial) / 100).toFixed(2) }),
    ]);
    expect(denied).toMatchObject({ status: 'denied', paid: '0.00', frequency: '7' });
    expect(denied!.reasons.map((r) => r.code)).toEqual(['CO-16', 'N290']);
    expect(denied!.reasons[0]!.text).toMatch(/lacks information/i);
    expect(denied!.fix).toEqual(['company']);

    const after = (await call('GET', `/api/invoices/${invoice.id}`)).json<Invoice>();
    const posted = a.chargeCents + partial;
    expect(after).toMatchObject({ status: 'partially_paid', paid: (posted / 100).toFixed(2) });
    expect(after.payments).toEqual([
      expect.objectContaining({
        amount: (posted / 100).toFixed(2),
        method: 'eft',
        reference: trace,
        receivedOn: '2026-11-20',
      }),
    ]);
    expect(centsOf(after.balance)).toBe(centsOf(invoice.total) - posted);
    const owed = async (asOf: string) =>
      (await call('GET', `/api/invoices/aging?asOf=${asOf}`))
        .json<Aging>()
        .payers.find((p) => p.payerId === invoice.payerId)?.total;
    expect(await owed('2026-11-19')).toBe(invoice.total);
    expect(await owed('2026-11-20')).toBe(after.balance);

    // The same file again posts nothing twice; two uploads at once of a new file post it once.
    const again = await post(content, 'remit-copy.835');
    expect(again.statusCode).toBe(200);
    expect(again.json<ClaimFile>()).toMatchObject({ id: file.id, duplicate: true });
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json<Invoice>().paid).toBe(after.paid);
  });

  it('posts a file once when two clerks upload it at the same moment', async () => {
    const { invoice, sent } = await sentInvoice(1);
    const [only] = sent.claims;
    const content = write835({
      envelope: envelope(sent),
      payer: { name: 'PAYER', id: 'P01', taxId: '231234567' },
      payee: { name: 'COMPANY', npi: '1234567893', taxId: '123456789' },
      payments: [
        {
          handling: 'C',
          method: 'CHK',
          date: '2026-11-21',
          traceNumber: `CHK${randomInt(1e9)}`,
          claims: [
            {
              claimControlNumber: only!.claimControlNumber,
              status: '1',
              chargeCents: only!.chargeCents,
              paidCents: only!.chargeCents,
              payerClaimControlNumber: 'PCN-1',
              patient,
            },
          ],
        },
      ],
    });
    const answers = await Promise.all([post(content), post(content)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((r) => r.json<ClaimFile>().id)).size).toBe(1);
    const after = (await call('GET', `/api/invoices/${invoice.id}`)).json<Invoice>();
    expect(after).toMatchObject({ status: 'paid', paid: invoice.total });
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ method: 'check' });

    // Another file under the same sender's interchange number is refused.
    const reused = content.replace('PCN-1', 'PCN-2');
    const refused = await post(reused);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reasons: ['interchange_already_posted'] });
  });

  it('refuses a broken file with 400 and writes nothing', async () => {
    const { invoice, sent } = await sentInvoice(1);
    const content = write835({
      envelope: envelope(sent),
      payer: { name: 'PAYER', id: 'P01', taxId: '231234567' },
      payee: { name: 'COMPANY', npi: '1234567893', taxId: '123456789' },
      payments: [
        {
          handling: 'C',
          method: 'CHK',
          date: '2026-11-21',
          traceNumber: `CHK${randomInt(1e9)}`,
          claims: [
            {
              claimControlNumber: sent.claims[0]!.claimControlNumber,
              status: '1',
              chargeCents: sent.claims[0]!.chargeCents,
              paidCents: sent.claims[0]!.chargeCents,
              payerClaimControlNumber: 'PCN-1',
              patient,
            },
          ],
        },
      ],
    });
    const cut = content.slice(0, content.indexOf('SE*'));
    const files = await t.database.db.$count(claimFiles);
    for (const broken of [cut, 'Dear billing, please find attached', content.replace(/CLP\*[^*]*/, 'CLP*')]) {
      const res = await post(broken);
      expect(res.statusCode, broken.slice(0, 40)).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors.content).toBeTruthy();
    }
    expect(await t.database.db.$count(claimFiles)).toBe(files);
    expect(await t.database.db.$count(invoicePayments, eq(invoicePayments.invoiceId, invoice.id))).toBe(0);
    expect((await claim(invoice.claims[0]!.id)).status).toBe('sent');
  });
});

describe('a 999 and a corrected claim', () => {
  it('rejects the claims of a rejected file; a fixed claim goes again as a replacement in its own interchange', async () => {
    const { invoice, sent } = await sentInvoice(1);
    const group = { functionalId: 'HC', controlNumber: sent.groupControlNumber, version: sent.version };
    const rejected = await post(
      write999({
        envelope: envelope(sent),
        group,
        sets: [
          {
            controlNumber: sent.transactionControlNumber,
            ack: 'R',
            errorCodes: ['5'],
            segmentErrors: [
              {
                segmentId: 'NM1',
                position: sent.claims[0]!.subscriberPosition,
                loop: '2010BA',
                code: '8',
                elements: [{ position: 9, code: '7', badValue: 'X' }],
              },
            ],
          },
        ],
      }),
    );
    expect(rejected.statusCode, rejected.body).toBe(201);
    expect(rejected.json<ClaimFile>().lines).toEqual([
      expect.objectContaining({
        kind: 'transaction_set',
        outcome: 'rejected',
        matched: true,
        posted: true,
        invoiceNumber: invoice.number,
      }),
    ]);
    const before = await claim(invoice.claims[0]!.id);
    expect(before).toMatchObject({ status: 'rejected', frequency: '1' });
    expect(before.reasons.map((r) => r.code)).toEqual(['IK5 5', 'IK3 NM1', 'IK4 NM109']);
    expect(before.fix).toEqual(expect.arrayContaining(['rider', 'company']));

    // The claim checks run again: this rider has no record, so the clerk must acknowledge what is still missing.
    const refused = await call('POST', `/api/claims/${before.id}/correct`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reasons: ['claim_checks'] });
    const corrected = await call('POST', `/api/claims/${before.id}/correct`, { acknowledgeProblems: true });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<Claim>()).toMatchObject({ status: 'corrected' });
    expect((await call('POST', `/api/claims/${before.id}/correct`, { acknowledgeProblems: true })).statusCode).toBe(
      409,
    );

    const file = await call('GET', `/api/invoices/${invoice.id}/claims/${before.id}/corrected.837p`);
    expect(file.statusCode, file.body).toBe(200);
    const { interchange, segments } = parse837(file.body);
    const isa13 = Number(interchange.header.valueOf(13));
    expect(isa13).toBeGreaterThan(900_000_000);
    const clm = find(segments, 'CLM');
    expect(clm).toHaveLength(1);
    expect(clm[0]!.valueOf(1)).toBe(before.controlNumber);
    // No payer claim number came back (a 999 rejection): a new original, not a replacement.
    expect(clm[0]!.valueOf(5)).toBe('99:B:1');
    expect(find(segments, 'REF', 'F8')).toHaveLength(0);

    // A 999 for the corrected file names its own group control number, not the invoice's.
    const again = sentFile(file.body);
    const accepted = await post(
      write999({
        envelope: envelope(again),
        group: { functionalId: 'HC', controlNumber: again.groupControlNumber, version: again.version },
        sets: [{ controlNumber: again.transactionControlNumber, ack: 'A' }],
      }),
    );
    expect(accepted.json<ClaimFile>().lines[0]).toMatchObject({
      outcome: 'accepted',
      matched: true,
      claimId: before.id,
    });
    expect((await claim(before.id)).status).toBe('corrected');
  });

  it('sends a denied claim the payer numbered as a replacement: CLM05-3 7 and REF*F8', async () => {
    const { invoice, sent } = await sentInvoice(1);
    const [only] = sent.claims;
    await post(
      write835({
        envelope: envelope(sent),
        payer: { name: 'PAYER', id: 'P01', taxId: '231234567' },
        payee: { name: 'COMPANY', npi: '1234567893', taxId: '123456789' },
        payments: [
          {
            handling: 'H',
            method: 'NON',
            date: '2026-11-21',
            traceNumber: `NON${randomInt(1e9)}`,
            claims: [
              {
                claimControlNumber: only!.claimControlNumber,
                status: '4',
                chargeCents: only!.chargeCents,
                paidCents: 0,
                payerClaimControlNumber: 'PCN-77',
                patient,
                adjustments: [{ group: 'CO', reason: '197', amountCents: only!.chargeCents }],
              },
            ],
          },
        ],
      }),
    );
    const denied = await claim(invoice.claims[0]!.id);
    expect(denied).toMatchObject({ status: 'denied', frequency: '7', fix: ['authorization'] });
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json<Invoice>()).toMatchObject({ status: 'denied' });
    await call('POST', `/api/claims/${denied.id}/correct`, { acknowledgeProblems: true });
    const file = await call('GET', `/api/invoices/${invoice.id}/claims/${denied.id}/corrected.837p`);
    const { segments } = parse837(file.body);
    expect(find(segments, 'CLM')[0]!.valueOf(5)).toBe('99:B:7');
    expect(find(segments, 'REF', 'F8')[0]!.valueOf(2)).toBe('PCN-77');

    // The payer takes the replacement: the claim is accepted and the invoice is no longer denied.
    await post(ack277(sent, [{ n: 0, action: 'WQ', statuses: [{ category: 'A2', status: '20' }], payer: 'PCN-78' }]));
    expect(await claim(denied.id)).toMatchObject({ status: 'accepted', payerClaimNumber: 'PCN-78' });
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json<Invoice>()).toMatchObject({
      status: 'sent',
      deniedReason: null,
    });
  });

  it('lists the posted files newest first, each with its lines', async () => {
    const list = (await call('GET', '/api/claim-files?limit=5')).json<{ items: ClaimFile[] }>();
    expect(list.items.length).toBeGreaterThan(0);
    const ids = list.items.map((f) => f.id);
    const rows = await t.database.db.select({ id: claimFiles.id }).from(claimFiles).where(inArray(claimFiles.id, ids));
    expect(rows).toHaveLength(ids.length);
    const first = (await call('GET', `/api/claim-files/${ids[0]}`)).json<ClaimFile>();
    expect(first.lines.length).toBe(first.lineCount);
  });
});
