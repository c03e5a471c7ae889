// Posting a clearinghouse remittance (835) of many claims (docs/decisions/101-posting-claim-answers.md): one payer's
// 2,000 billed claims on sent invoices, paid by one 835 of 2,000 CLPs (most paid in full, some partly with a CO-45,
// some denied CO-16), posted through the real app (POST /api/claim-files, no HTTP socket), then the same file again
// (answered as a duplicate). Each run on a fresh database, on PGlite and on PostgreSQL.
// Usage: npm run bench:remittance [-- --claims 2000 --invoices 20 --runs 3 --on pglite,postgres];
// PostgreSQL is TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres (a scratch database is created
// and dropped each run). tsx runs it so it can import the TypeScript modules.
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { makeJob } from '../src/server/demo/factories';
import { documentNumbers, invoiceClaims, invoiceLines, invoicePayments, invoices, jobs } from '../src/server/db/schema';
import { payerBody } from '../src/server/test/payer';
import { signedIn } from '../src/server/test/sign-in';
import { createTestApp } from '../src/server/test/test-app';
import { sentFile, write835 } from '../src/server/test/x12-answers';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const claimCount = Number(option('claims', '2000'));
const invoiceCount = Number(option('invoices', '20'));
const runs = Number(option('runs', '3'));
const databases = option('on', 'pglite,postgres').split(',');
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_S = 5;

/** CLM01 as the 837P writes it: the claim's id without dashes, its first 20 characters. */
const clm01 = (id) => id.replaceAll('-', '').slice(0, 20);
const chunks = (rows, size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * One payer's sent invoices of `claimCount` completed trips, written straight to the tables (as the invoice build
 * would leave them, then sent): a claim per trip with its trip line and, for most, a mileage line.
 */
async function seed(t, cookie) {
  const db = t.database.db;
  const payer = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payers',
      headers: { cookie },
      payload: payerBody({ type: 'facility', signatureRequired: false }),
    })
  ).json();
  // One trip through the factory for its stored places; the rest copy them.
  const model = await makeJob(db, {
    payerId: payer.id,
    status: 'completed',
    pickupTime: new Date('2026-10-01T12:00:00Z'),
  });
  const jobRows = [];
  for (let i = 1; i < claimCount; i++) {
    const pickup = new Date(Date.UTC(2026, 9, 1 + (i % 28), 12 + (i % 9), (i * 7) % 60));
    jobRows.push({
      patientName: `Rider ${i}`,
      patientPhone: model.patientPhone,
      pickupAddress: model.pickupAddress,
      dropoffAddress: model.dropoffAddress,
      pickupPlace: model.pickupPlace,
      dropoffPlace: model.dropoffPlace,
      levelOfService: 'ambulatory',
      pickupTime: pickup,
      dropoffTime: new Date(pickup.getTime() + 45 * 60_000),
      jobRate: '65.00',
      status: 'completed',
      startedAt: pickup,
      completedAt: new Date(pickup.getTime() + 45 * 60_000),
      payerId: payer.id,
    });
  }
  const jobIds = [model.id];
  for (const part of chunks(jobRows))
    jobIds.push(...(await db.insert(jobs).values(part).returning({ id: jobs.id })).map((r) => r.id));

  const invoiceRows = [];
  const claimRows = [];
  const lineRows = [];
  const perInvoice = Math.ceil(claimCount / invoiceCount);
  // Invoice numbers after any already given, taken as the build takes them (the counter row).
  const [counter] = await db
    .select({ last: documentNumbers.last })
    .from(documentNumbers)
    .where(eq(documentNumbers.kind, 'invoice'));
  const firstNumber = (counter?.last ?? 0) + 1;
  for (let k = 0; k < invoiceCount; k++) {
    const invoiceId = randomUUID();
    const claimsHere = jobIds.slice(k * perInvoice, (k + 1) * perInvoice);
    if (claimsHere.length === 0) break;
    let totalCents = 0;
    claimsHere.forEach((jobId, p) => {
      const i = k * perInvoice + p;
      const id = randomUUID();
      const miles = i % 12; // beyond the 5 included; none on every twelfth trip
      const lines = [
        {
          kind: 'trip',
          code: 'A0100',
          description: 'Ambulatory trip',
          quantity: '1',
          unitCents: 5500,
          amountCents: 5500,
        },
      ];
      if (miles > 0)
        lines.push({
          kind: 'mileage',
          code: 'S0215',
          description: 'Ambulatory loaded miles beyond 5 included',
          quantity: String(miles),
          unitCents: 325,
          amountCents: 325 * miles,
        });
      const claimTotal = lines.reduce((s, l) => s + l.amountCents, 0);
      totalCents += claimTotal;
      claimRows.push({
        id,
        invoiceId,
        jobId,
        position: p + 1,
        serviceDate: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`,
        totalCents: claimTotal,
      });
      lines.forEach((l, n) => lineRows.push({ claimId: id, position: n + 1, modifier: 'RJ', ...l }));
    });
    invoiceRows.push({
      id: invoiceId,
      number: firstNumber + k,
      payerId: payer.id,
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      status: 'sent',
      totalCents,
      sentOn: '2026-11-02',
      dueOn: '2026-12-02',
    });
  }
  await db.insert(invoices).values(invoiceRows);
  await db
    .insert(documentNumbers)
    .values({ kind: 'invoice', last: firstNumber + invoiceRows.length - 1 })
    .onConflictDoUpdate({ target: documentNumbers.kind, set: { last: firstNumber + invoiceRows.length - 1 } });
  for (const part of chunks(claimRows)) await db.insert(invoiceClaims).values(part);
  for (const part of chunks(lineRows)) await db.insert(invoiceLines).values(part);
  await db.execute(sql`analyze jobs`);
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze invoice_claims`);
  await db.execute(sql`analyze invoice_lines`);
  return { payer, invoices: invoiceRows, claims: claimRows };
}

/** The 835 paying the claims: 7 in 10 in full, 2 in 10 at 80 % (CO-45 on the rest), 1 in 10 denied (CO-16, N290). */
function remittance(sent, claims) {
  const answers = claims.map((c, i) => {
    const patient = { last: 'RIDER', first: `N${i}`, memberId: `M${String(i).padStart(6, '0')}` };
    const base = {
      claimControlNumber: clm01(c.id).toUpperCase(),
      chargeCents: c.totalCents,
      payerClaimControlNumber: `PCN${i}`,
      patient,
    };
    if (i % 10 === 0)
      return {
        ...base,
        expected: 'denied',
        status: '4',
        paidCents: 0,
        adjustments: [{ group: 'CO', reason: '16', amountCents: c.totalCents }],
        remarks: ['N290'],
      };
    if (i % 10 <= 2) {
      const paid = Math.floor((c.totalCents * 8) / 10);
      return {
        ...base,
        expected: 'partially_paid',
        status: '1',
        paidCents: paid,
        adjustments: [{ group: 'CO', reason: '45', amountCents: c.totalCents - paid }],
      };
    }
    return { ...base, expected: 'paid', status: '1', paidCents: c.totalCents };
  });
  const content = write835({
    // Its own interchange number each run, so runs on a shared server never meet.
    envelope: {
      controlNumber: randomInt(100_000_000, 999_999_999),
      senderId: sent.receiverId,
      receiverId: sent.submitterId,
      date: '2026-11-20',
    },
    payer: { name: 'PAYER', id: 'P01', taxId: '231234567' },
    payee: { name: 'COMPANY', npi: '1234567893', taxId: '123456789' },
    payments: [
      {
        handling: 'I',
        method: 'ACH',
        date: '2026-11-20',
        traceNumber: `EFT${randomInt(1e9)}`,
        claims: answers.map(({ expected: _, ...clp }) => clp),
      },
    ],
  });
  return { content, answers };
}

function check(condition, what) {
  if (!condition) throw new Error(`wrong: ${what}`);
}

async function run(on) {
  if (on === 'postgres') process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  try {
    const db = t.database.db;
    const admin = await signedIn(t.app, db, 'admin');
    const call = (method, url, payload) =>
      t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
    let started = performance.now();
    const seeded = await seed(t, admin.cookie);
    const seedMs = performance.now() - started;

    // The envelope from the 837P the product sends for the first invoice, whose CLM01s must be the ones computed here.
    const edi = await call('GET', `/api/invoices/${seeded.invoices[0].id}/claims.837p`);
    check(edi.statusCode === 200, `837P ${edi.statusCode} ${edi.body.slice(0, 200)}`);
    const sent = sentFile(edi.body);
    const firstInvoiceClaims = seeded.claims.filter((c) => c.invoiceId === seeded.invoices[0].id);
    check(
      sent.claims.map((c) => c.claimControlNumber.toLowerCase()).join() ===
        firstInvoiceClaims.map((c) => clm01(c.id)).join(),
      "the 837P's CLM01s are the claims' control numbers",
    );

    const { content, answers } = remittance(sent, seeded.claims);
    const paidCents = answers.reduce((s, a) => s + a.paidCents, 0);
    started = performance.now();
    const first = await call('POST', '/api/claim-files', { fileName: 'remit.835', content });
    const postMs = performance.now() - started;
    check(first.statusCode === 201, `first post ${first.statusCode} ${first.body.slice(0, 300)}`);
    const file = first.json();
    const denied = answers.filter((a) => a.expected === 'denied').length;
    check(file.kind === '835' && file.lineCount === claimCount, `lineCount ${file.lineCount}`);
    check(file.unmatchedCount === 0, `unmatchedCount ${file.unmatchedCount}`);
    check(file.rejectedCount === denied, `rejectedCount ${file.rejectedCount}, ${denied} denied`);
    check(file.balanced === true, 'balanced');
    check(
      file.lines.every((l, i) => l.matched && l.posted && l.outcome === answers[i].expected),
      'every line matched, posted, with its outcome',
    );

    // The database after: each claim's status and money, each invoice's paid total and its one EFT payment.
    const ids = seeded.invoices.map((i) => i.id);
    const claimRows = await db
      .select({ id: invoiceClaims.id, status: invoiceClaims.answerStatus, paidCents: invoiceClaims.paidCents })
      .from(invoiceClaims)
      .where(inArray(invoiceClaims.invoiceId, ids));
    const expectedOf = new Map(seeded.claims.map((c, i) => [c.id, answers[i]]));
    check(
      claimRows.length === claimCount &&
        claimRows.every(
          (r) => r.status === expectedOf.get(r.id).expected && r.paidCents === expectedOf.get(r.id).paidCents,
        ),
      "every claim's status and paid amount",
    );
    const paidTotals = async () =>
      await db
        .select({ id: invoices.id, paidCents: invoices.paidCents, status: invoices.status })
        .from(invoices)
        .where(inArray(invoices.id, ids));
    const after = await paidTotals();
    const paidOn = new Map();
    seeded.claims.forEach((c, i) => paidOn.set(c.invoiceId, (paidOn.get(c.invoiceId) ?? 0) + answers[i].paidCents));
    check(
      after.every((r) => r.paidCents === paidOn.get(r.id) && r.status === 'partially_paid'),
      "each invoice's paid total and status",
    );
    const invoicesPaid = after.reduce((s, r) => s + r.paidCents, 0);
    check(invoicesPaid === paidCents, `invoices paid ${invoicesPaid} = sum of CLP04 ${paidCents}`);
    const payments = await db.$count(
      invoicePayments,
      and(inArray(invoicePayments.invoiceId, ids), eq(invoicePayments.method, 'eft')),
    );
    check(payments === seeded.invoices.length, `one EFT payment per invoice (${payments})`);

    started = performance.now();
    const again = await call('POST', '/api/claim-files', { fileName: 'remit-copy.835', content });
    const againMs = performance.now() - started;
    check(
      again.statusCode === 200 && again.json().duplicate === true && again.json().id === file.id,
      `second post ${again.statusCode}`,
    );
    const afterAgain = await paidTotals();
    check(afterAgain.reduce((s, r) => s + r.paidCents, 0) === paidCents, 'the duplicate posted nothing');

    return {
      seedMs,
      postMs,
      againMs,
      bytes: Buffer.byteLength(content),
      answerBytes: first.rawPayload.length,
      paidCents,
      denied,
    };
  } finally {
    await t.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
console.log(
  `${claimCount} claims on ${invoiceCount} sent invoices, one 835 of ${claimCount} CLPs; ${runs} run(s) each, a fresh database each run`,
);
for (const on of databases) {
  const results = [];
  for (let r = 0; r < runs; r++) {
    const x = await run(on);
    results.push(x);
    console.log(
      `${on} run ${r + 1}: post ${(x.postMs / 1000).toFixed(2)} s (${Math.round(claimCount / (x.postMs / 1000))} claims/s), ` +
        `duplicate ${Math.round(x.againMs)} ms; file ${Math.round(x.bytes / 1024)} KB, answer ${Math.round(x.answerBytes / 1024)} KB; ` +
        `seed ${(x.seedMs / 1000).toFixed(1)} s; checked: ${claimCount} lines matched, ${x.denied} denied, invoices paid $${(x.paidCents / 100).toFixed(2)} = sum of CLP04`,
    );
  }
  const post = median(results.map((x) => x.postMs)) / 1000;
  console.log(
    `${on} median: post ${post.toFixed(2)} s (${Math.round(claimCount / post)} claims/s), duplicate ${Math.round(median(results.map((x) => x.againMs)))} ms` +
      (on === 'postgres' ? `; target ≤ ${TARGET_S} s: ${post <= TARGET_S ? 'met' : 'MISSED'}` : ''),
  );
}
