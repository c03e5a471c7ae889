import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { WorkersCompInput } from '../src/domain/authorization';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { daysFromToday } from '../src/domain/dates';
import { centsOf, formatDollars } from '../src/domain/money';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { riderInput } from '../src/server/demo/samples';
import { workersCompBody } from '../src/server/test/authorization';
import { payerBody } from '../src/server/test/payer';
import { readBackPdf } from '../src/server/test/pdf-text';
import { expectToast } from './support/accounts';
import { createJob, createPayerWithRate, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// docs/decisions/070-invoices.md: the billing clerk bills a payer for its completed trips, sends the invoice, records
// what the payer sent and follows what is still owed.

/** Where a screenshot goes when SCREENSHOTS names a folder: for looking at the screens, not for comparing. */
const shot = async (page: Page, name: string, fullPage = true) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage });
};

const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

/**
 * A workers' compensation carrier with a wheelchair rate, an injured worker with the carrier's authorization
 * (docs/decisions/069-authorizations.md: a carrier's trip must fit one), and two of the worker's wheelchair trips
 * completed this week at ten in the morning on the company clock, inside the rate's hours. The trips were never
 * signed for, so the carrier, which pays only signed trips, has problems to show.
 */
async function payerWithCompletedTrips(admin: APIRequestContext) {
  const payer = await createPayerWithRate(admin, 'wheelchair', `Commonwealth WC ${tag()}`);
  const rider = await admin.post('/api/riders', { data: riderInput({ fullName: `Walter Briggs ${tag()}` }) });
  expect(rider.status(), await rider.text()).toBe(201);
  const { id: riderId, fullName } = (await rider.json()) as { id: string; fullName: string };
  const authorization = await admin.post(`/api/riders/${riderId}/authorizations`, {
    data: workersCompBody({
      payerId: payer.id,
      authorizedFrom: daysFromToday(-20),
      authorizedTo: daysFromToday(20),
    } as Partial<WorkersCompInput>),
  });
  expect(authorization.status(), await authorization.text()).toBe(201);
  const { id: authorizationId } = (await authorization.json()) as { id: string };
  const days: string[] = [];
  for (const daysAgo of [3, 2]) {
    const pickupTime = zonedLocalToIso(`${daysFromToday(-daysAgo)}T10:00`, DEFAULT_COMPANY.timeZone);
    const job = await createJob(admin, fullName, null, {
      riderId,
      authorizationId,
      levelOfService: 'wheelchair',
      payerId: payer.id,
      pickupTime,
      dropoffTime: new Date(Date.parse(pickupTime) + 45 * 60_000).toISOString(),
    });
    const done = await admin.put(`/api/jobs/${job.id}`, {
      data: { ...job, riderId, authorizationId, payerId: payer.id, status: 'completed' },
    });
    expect(done.ok(), await done.text()).toBe(true);
    days.push(daysFromToday(-daysAgo));
  }
  return { payer, rider: fullName, days, period: { periodFrom: daysFromToday(-7), periodTo: daysFromToday(0) } };
}

async function fillBuild(dialog: Locator, payerName: string, period: { periodFrom: string; periodTo: string }) {
  await dialog.getByLabel('Payer', { exact: true }).selectOption({ label: payerName });
  await dialog.getByLabel('Period from').fill(period.periodFrom);
  await dialog.getByLabel('Period to').fill(period.periodTo);
}

test('the clerk builds an invoice for a carrier’s trips, sends it, downloads it, records a partial payment and sees it in aging', async ({
  adminPage: page,
  adminApi,
}) => {
  const { payer, rider, days, period } = await payerWithCompletedTrips(adminApi);
  const empty = await createPayerWithRate(adminApi, 'wheelchair', `Empty Mutual ${tag()}`);

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();

  // A payer with nothing to bill: the preview says so, and so does the server's refusal, in the dialog.
  await page.getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await expect(dialog.getByText('Choose a payer and a period to see what would be billed.')).toBeVisible();
  await fillBuild(dialog, empty.name, period);
  await expect(dialog.getByText('No trips to bill for this payer and period', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Build invoice' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No trips to bill for this payer and period');
  await shot(page, 'billing-build-nothing-1280', false);

  // The carrier's two trips: the preview counts them, and Build opens the draft.
  await fillBuild(dialog, payer.name, period);
  await expect(dialog.getByText(/^2 trips, \$[\d,]+\.\d{2} to bill$/)).toBeVisible();
  const preview = (await dialog.getByText(/^2 trips, /).textContent())!;
  await shot(page, 'billing-build-preview-1280', false);
  await dialog.getByRole('button', { name: 'Build invoice' }).click();
  await expectToast(page, 'Invoice built');
  await expect(page).toHaveURL(/\/billing\/invoices\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/INV-\d{6}/);
  await expect(heading).toContainText('Draft');
  const number = /INV-\d{6}/.exec((await heading.textContent())!)![0];

  // Its lines: each trip is a claim with the wheelchair van's code and the residence-to-dialysis modifier.
  const total = page.getByRole('definition').filter({ hasText: /^\$/ }).first();
  await expect(total).toHaveText(preview.replace(/^2 trips, /, '').replace(/ to bill$/, ''));
  const claimOf = (day: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${rider} · ${formatDay(day)}` }) });
  for (const day of days) {
    const lines = claimOf(day).getByRole('table', { name: `Charge lines for ${rider} on ${formatDay(day)}` });
    await expect(lines.getByRole('row', { name: /A0130/ })).toContainText('RJ');
    await expect(claimOf(day)).toContainText("The payer requires the rider's signature and none was taken");
  }
  // A draft's claims have not been to the payer: no claim files yet, only the invoice itself.
  await expect(page.getByRole('link', { name: 'Invoice PDF' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '837P claims file' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^CMS-1500/ })).toHaveCount(0);

  // Send: the claims' problems are listed, and the send goes only once the clerk acknowledges them.
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const send = page.getByRole('dialog', { name: `Send invoice ${number}` });
  await expect(send.getByLabel('Sent date')).toHaveValue(daysFromToday(0));
  await expect(send).toContainText('2 claims have problems');
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(send.getByText('Tick "Send with these problems", or remove the claims first')).toBeVisible();
  await shot(page, 'billing-send-unacknowledged-1280', false);
  await send.getByLabel('Send with these problems').check();
  // A day after today is not offered, and typed anyway the server refuses it under the field.
  await expect(send.getByLabel('Sent date')).toHaveAttribute('max', daysFromToday(0));
  await send.getByLabel('Sent date').fill(daysFromToday(1));
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expect(send.getByLabel('Sent date')).toHaveAttribute('aria-invalid', 'true');
  await expect(send.getByLabel('Sent date')).toHaveAccessibleDescription('Sent date cannot be in the future');
  await send.getByLabel('Sent date').fill(daysFromToday(0));
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expectToast(page, 'Invoice sent');
  await expect(send).toHaveCount(0);
  await expect(heading).toContainText('Sent');
  await expect(page.getByRole('button', { name: 'Remove from invoice' })).toHaveCount(0);

  // Sent, its claim files are offered: the 837P batch and each claim's CMS-1500.
  await expect(page.getByRole('link', { name: '837P claims file' })).toHaveAttribute(
    'href',
    `/api/invoices/${id}/claims.837p`,
  );
  for (const day of days) {
    await expect(
      claimOf(day).getByRole('link', { name: `CMS-1500 for ${rider} on ${formatDay(day)}` }),
    ).toHaveAttribute('href', new RegExp(`/api/invoices/${id}/claims/[0-9a-f-]{36}/cms1500.pdf$`));
    // The same values alone, for a payer's pre-printed red forms.
    await expect(
      claimOf(day).getByRole('link', {
        name: `CMS-1500 (data only, for pre-printed forms) for ${rider} on ${formatDay(day)}`,
      }),
    ).toHaveAttribute('href', new RegExp(`/api/invoices/${id}/claims/[0-9a-f-]{36}/cms1500.pdf\\?print=data$`));
  }
  for (const name of ['CMS-1500', 'CMS-1500 (data only, for pre-printed forms)']) {
    const href = await claimOf(days[0]!)
      .getByRole('link', { name: `${name} for ${rider} on ${formatDay(days[0]!)}` })
      .getAttribute('href');
    const cms1500 = await page.request.get(href!);
    expect(cms1500.status(), name).toBe(200);
    expect(cms1500.headers()['content-type']).toContain('application/pdf');
  }

  // The invoice PDF, as the browser downloads it: a real PDF that names the invoice.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Invoice PDF' }).click();
  const file = await download;
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(readBackPdf(bytes).text).toContain(number);
  const pdf = await page.request.get(`/api/invoices/${id}/invoice.pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // A partial payment: partly paid, and the balance goes down by what came in.
  const totalCents = centsOf(((await total.textContent()) ?? '').replace('$', ''));
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: `Record payment: ${number}` });
  await payment.getByLabel('Amount').fill('50.00');
  await payment.getByLabel('Method').selectOption({ label: 'Check' });
  await payment.getByLabel('Reference (optional)').fill('CHK-20417');
  // Money that has not come in yet is not recorded: a day after today is refused under the field.
  await expect(payment.getByLabel('Received on')).toHaveAttribute('max', daysFromToday(0));
  await payment.getByLabel('Received on').fill(daysFromToday(1));
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByLabel('Received on')).toHaveAttribute('aria-invalid', 'true');
  await expect(payment.getByLabel('Received on')).toHaveAccessibleDescription('Received date cannot be in the future');
  await payment.getByLabel('Received on').fill(daysFromToday(0));
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expectToast(page, 'Payment recorded');
  await expect(heading).toContainText('Partially paid');
  const balance = formatDollars(totalCents - 5000);
  await expect(page.getByRole('definition').filter({ hasText: /^\$/ }).nth(2)).toHaveText(balance);
  await expect(page.getByRole('table', { name: 'Payments received' })).toContainText('CHK-20417');

  // Aging: sent today, so the balance is all in the payer's 0–30 days.
  await page.getByRole('link', { name: 'All invoices' }).click();
  await page.getByRole('tab', { name: 'Aging' }).click();
  await expect(page.getByLabel('As of', { exact: true })).toHaveValue(daysFromToday(0));
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(payer.name) }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(balance);
  await expect(row.getByRole('cell').nth(4)).toHaveText(balance);
});

test('the clerk takes a claim off a draft and voids the draft, and its trips may be billed again', async ({
  adminPage: page,
  adminApi,
}) => {
  const { payer, rider, days, period } = await payerWithCompletedTrips(adminApi);
  const built = await adminApi.post('/api/invoices', { data: { payerId: payer.id, ...period } });
  expect(built.status(), await built.text()).toBe(201);
  const invoice = (await built.json()) as { id: string; number: string; total: string };

  await page.goto(`/billing/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft');
  const first = `${rider} on ${formatDay(days[0]!)}`;
  await page.getByRole('button', { name: `Remove from invoice for ${first}` }).click();
  await expectToast(page, 'Claim removed');
  await expect(page.getByRole('heading', { name: /^Claims/ })).toHaveText('Claims (1)');
  await expect(page.getByRole('table', { name: `Charge lines for ${first}` })).toHaveCount(0);
  const left = page.getByRole('definition').filter({ hasText: /^\$/ }).first();
  await expect(left).not.toHaveText(formatDollars(centsOf(invoice.total)));

  // Void asks why, keeps the reason, and releases the trip still on it.
  await page.getByRole('button', { name: 'Void' }).click();
  const reason = page.getByRole('dialog', { name: `Void invoice ${invoice.number}` });
  await reason.getByRole('button', { name: 'Void invoice' }).click();
  await expect(reason.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await reason.getByLabel('Reason').fill('Built for the wrong period');
  await reason.getByRole('button', { name: 'Void invoice' }).click();
  await expectToast(page, 'Invoice voided');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Void');
  await expect(page.getByText('Built for the wrong period')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Actions' })).toHaveCount(0);
  // A void invoice bills nothing: its own PDF stays, no claim files are offered.
  await expect(page.getByRole('link', { name: 'Invoice PDF' })).toBeVisible();
  await expect(page.getByRole('link', { name: '837P claims file' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^CMS-1500/ })).toHaveCount(0);

  const again = await adminApi.get(
    `/api/invoices/unbilled?${new URLSearchParams({ payerId: payer.id, ...period }).toString()}`,
  );
  expect(await again.json()).toMatchObject({ claimCount: 2 });
});

test('a send refused because a claim’s checks changed since the page was read shows the problems and lets the clerk send', async ({
  adminPage: page,
  adminApi,
}) => {
  const { payer, period } = await payerWithCompletedTrips(adminApi);
  const built = await adminApi.post('/api/invoices', { data: { payerId: payer.id, ...period } });
  expect(built.status(), await built.text()).toBe(201);
  const invoice = (await built.json()) as { id: string; number: string };

  // The page is read while the claims passed their checks (the unsigned trips' problem is hidden from this first
  // read, as if the payer's signature rule came in afterwards); every later read is the server's own.
  await page.route(
    `**/api/invoices/${invoice.id}`,
    async (route) => {
      const real = await route.fetch();
      const read = (await real.json()) as { claims: { problems: string[] }[] };
      await route.fulfill({
        response: real,
        json: { ...read, claims: read.claims.map((claim) => ({ ...claim, problems: [] })) },
      });
    },
    { times: 1 },
  );
  await page.goto(`/billing/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft');
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const send = page.getByRole('dialog', { name: `Send invoice ${invoice.number}` });
  await expect(send.getByText('Every claim passed the checks.')).toBeVisible();
  await send.getByRole('button', { name: 'Send invoice' }).click();

  // The server's checks find the problems: the dialog says so, lists them and asks for the tick.
  await expect(send.getByRole('alert')).toContainText('2 claims have problems');
  await expect(send).toContainText("The payer requires the rider's signature and none was taken");
  await send.getByLabel('Send with these problems').check();
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expectToast(page, 'Invoice sent');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sent');
});

for (const width of [1280, 375]) {
  test(`axe finds no violations on the invoices, an invoice with its dialogs and the aging at ${width} px`, async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { payer, period } = await payerWithCompletedTrips(adminApi);
    const built = await adminApi.post('/api/invoices', { data: { payerId: payer.id, ...period } });
    expect(built.status(), await built.text()).toBe(201);
    const invoice = (await built.json()) as { id: string; number: string };
    // A second one, sent and past due, so the list shows an overdue date.
    // An invoice is sent no earlier than its period's end: its trips end two days ago, and on a day's terms it is due yesterday.
    const other = await payerWithCompletedTrips(adminApi);
    const terms = await adminApi.put(`/api/payers/${other.payer.id}`, {
      data: payerBody({ name: other.payer.name, type: 'workers_comp', termsDays: 1 }),
    });
    expect(terms.ok(), await terms.text()).toBe(true);
    const late = await adminApi.post('/api/invoices', {
      data: { payerId: other.payer.id, periodFrom: daysFromToday(-7), periodTo: daysFromToday(-2) },
    });
    expect(late.status(), await late.text()).toBe(201);
    const lateInvoice = (await late.json()) as { id: string; number: string };
    const sent = await adminApi.post(`/api/invoices/${lateInvoice.id}/send`, {
      data: { sentOn: daysFromToday(-2), acknowledgeProblems: true },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await page.goto('/billing');
    await expect(page.getByRole('link', { name: invoice.number }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText('Overdue').filter({ visible: true }).first()).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `billing-invoices-${width}`);

    await page.getByRole('button', { name: 'New invoice' }).click();
    const build = page.getByRole('dialog', { name: 'New invoice' });
    await fillBuild(build, payer.name, period);
    await expect(build.getByText('No trips to bill for this payer and period', { exact: true })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `billing-build-dialog-${width}`, false);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: invoice.number }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice.number);
    await noAxeViolations(page);
    await shot(page, `billing-invoice-draft-${width}`);

    await page.getByRole('button', { name: 'Send invoice' }).click();
    await expect(page.getByRole('dialog', { name: `Send invoice ${invoice.number}` })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `billing-send-dialog-${width}`, false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Void' }).click();
    await expect(page.getByRole('dialog', { name: `Void invoice ${invoice.number}` })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `billing-void-dialog-${width}`, false);
    await page.keyboard.press('Escape');

    await page.goto(`/billing/invoices/${lateInvoice.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sent');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('dialog', { name: `Record payment: ${lateInvoice.number}` })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `billing-payment-dialog-${width}`, false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByRole('dialog', { name: `Deny invoice ${lateInvoice.number}` })).toBeVisible();
    await shot(page, `billing-deny-dialog-${width}`, false);
    await page.keyboard.press('Escape');
    await noAxeViolations(page);
    await shot(page, `billing-invoice-sent-${width}`);

    await page.goto('/billing?tab=aging');
    await expect(page.getByText(other.payer.name).filter({ visible: true })).toBeVisible();
    await noAxeViolations(page);
    await shot(page, `billing-aging-${width}`);
  });
}
