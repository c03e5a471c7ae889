import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { daysFromToday } from '../src/domain/dates';
import { centsOf, formatDollars } from '../src/domain/money';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { riderInput } from '../src/server/demo/samples';
import { sentFile, write277ca, write835 } from '../src/server/test/x12-answers';
import { find, parse837 } from '../src/server/test/x12-read';
import { expectToast } from './support/accounts';
import { createJob, createPayerWithRate, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// docs/decisions/101-posting-claim-answers.md: the clearinghouse's answers come back as files; the clerk posts them,
// sees what was paid and what was refused, fixes a refused claim and sends it corrected.

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** A Medicaid broker with a wheelchair rate and three of one rider's trips completed this week. */
async function brokerWithThreeTrips(admin: APIRequestContext) {
  const payer = await createPayerWithRate(admin, 'wheelchair', `Keystone Medicaid Rides ${tag()}`, 'medicaid_broker');
  const created = await admin.post('/api/riders', {
    data: riderInput({ fullName: `Rosa Delgado ${tag()}`, memberId: `MA${tag()}` }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const rider = (await created.json()) as { id: string; fullName: string };
  for (const daysAgo of [3, 2, 1]) {
    const pickupTime = zonedLocalToIso(`${daysFromToday(-daysAgo)}T10:00`, DEFAULT_COMPANY.timeZone);
    const job = await createJob(admin, rider.fullName, null, {
      riderId: rider.id,
      levelOfService: 'wheelchair',
      payerId: payer.id,
      pickupTime,
      dropoffTime: new Date(Date.parse(pickupTime) + 45 * 60_000).toISOString(),
    });
    const done = await admin.put(`/api/jobs/${job.id}`, {
      data: { ...job, riderId: rider.id, payerId: payer.id, status: 'completed' },
    });
    expect(done.ok(), await done.text()).toBe(true);
  }
  const built = await admin.post('/api/invoices', {
    data: { payerId: payer.id, periodFrom: daysFromToday(-7), periodTo: daysFromToday(0) },
  });
  expect(built.status(), await built.text()).toBe(201);
  const invoice = (await built.json()) as { id: string; number: string; total: string; claims: { id: string }[] };
  return { payer, rider, invoice };
}

const controlNumber = () => Math.floor(100_000_000 + Math.random() * 899_999_999);

test('the clerk posts a 277CA and an 835, follows the balance and aging, and sends the rejected claim corrected', async ({
  adminPage: page,
  adminApi,
}) => {
  const { payer, rider, invoice } = await brokerWithThreeTrips(adminApi);

  // The clerk sends the invoice.
  await page.goto(`/billing/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Send invoice' }).click();
  const send = page.getByRole('dialog', { name: `Send invoice ${invoice.number}` });
  // The rider never signed on the phone: the clerk holds the paper and sends acknowledging the problems.
  await send.getByLabel('Send with these problems').check();
  await send.getByRole('button', { name: 'Send invoice' }).click();
  await expectToast(page, 'Invoice sent');

  // What went to the clearinghouse, and its answers to it: one claim rejected, then the other two paid.
  const edi = await adminApi.get(`/api/invoices/${invoice.id}/claims.837p`);
  expect(edi.status()).toBe(200);
  const sent = sentFile(await edi.text());
  const [rejected, first, second] = sent.claims as [
    (typeof sent.claims)[number],
    (typeof sent.claims)[number],
    (typeof sent.claims)[number],
  ];
  const envelope = { senderId: sent.receiverId, receiverId: sent.submitterId, date: daysFromToday(0) };
  const patient = { last: 'DELGADO', first: 'ROSA', memberId: 'MA1' };
  const ack = write277ca({
    envelope: { ...envelope, controlNumber: controlNumber() },
    source: {
      entity: 'PR',
      name: 'KEYSTONE MEDICAID',
      idQualifier: 'PI',
      id: 'KMR01',
      traceNumber: `T${tag()}`,
      received: daysFromToday(0),
    },
    receiver: { name: 'COMPANY', etin: sent.submitterId, batchNumber: sent.batchNumber },
    provider: { name: 'COMPANY', npi: '1234567893' },
    claims: [
      {
        claim: rejected,
        action: 'U' as const,
        statuses: [{ category: 'A7', status: '164', entity: 'IL' }],
        payer: 'KMR-555',
      },
      { claim: first, action: 'WQ' as const, statuses: [{ category: 'A2', status: '20' }], payer: 'KMR-556' },
      { claim: second, action: 'WQ' as const, statuses: [{ category: 'A2', status: '20' }], payer: 'KMR-557' },
    ].map(({ claim, action, statuses, payer: payerClaim }) => ({
      claimControlNumber: claim.claimControlNumber,
      patient,
      chargeCents: claim.chargeCents,
      serviceDate: daysFromToday(-3),
      action,
      statuses,
      payerClaimControlNumber: payerClaim,
    })),
  });
  const trace = `EFT${tag()}`;
  const remittance = write835({
    envelope: { ...envelope, controlNumber: controlNumber() },
    payer: { name: 'KEYSTONE MEDICAID', id: 'KMR01', taxId: '231234567' },
    payee: { name: 'COMPANY', npi: '1234567893', taxId: '123456789' },
    payments: [
      {
        handling: 'I',
        method: 'ACH',
        date: daysFromToday(0),
        traceNumber: trace,
        claims: [first, second].map((claim, i) => ({
          claimControlNumber: claim.claimControlNumber,
          status: '1',
          chargeCents: claim.chargeCents,
          paidCents: claim.chargeCents,
          payerClaimControlNumber: `KMR-55${6 + i}`,
          patient,
        })),
      },
    ],
  });
  const totalCents = centsOf(invoice.total);
  const paidCents = first.chargeCents + second.chargeCents;

  await page.goto('/billing?tab=claims');
  await expect(page.getByRole('tab', { name: 'Claims', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Post a clearinghouse file' })).toBeVisible();
  const fileInput = page.getByLabel('File (999, 277CA or 835)');

  // Posting without a file says what to choose; a file that is not X12 is refused under the field.
  await page.getByRole('button', { name: 'Post file' }).click();
  await expect(fileInput).toHaveAccessibleDescription(/Choose a 999, 277CA or 835 file/);
  await fileInput.setInputFiles({
    name: 'letter.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Dear billing office'),
  });
  await page.getByRole('button', { name: 'Post file' }).click();
  await expect(fileInput).toHaveAttribute('aria-invalid', 'true');

  await fileInput.setInputFiles({ name: 'answers.277', mimeType: 'text/plain', buffer: Buffer.from(ack) });
  await page.getByRole('button', { name: 'Post file' }).click();
  await expectToast(page, 'File posted');
  await expect(page.getByRole('status').filter({ hasText: /^Claim acknowledgment \(277CA\): 3 lines/ })).toContainText(
    '1 rejected or denied',
  );

  // The worklist: the rejected claim with its reason in words and where to fix it.
  const worklist = page.getByRole('region', { name: 'Denials and rejections' });
  const card = worklist.getByRole('article').filter({ hasText: rider.fullName }).filter({ hasText: invoice.number });
  await expect(card).toContainText('A7:164:IL');
  await expect(card).toContainText('Rejected for Invalid Information');
  await expect(card.getByRole('link', { name: /^Check the rider/ })).toHaveAttribute('href', `/riders/${rider.id}`);
  await expect(card).toContainText('Replaces the payer’s claim KMR-555');

  // The 835 pays the other two: the invoice is partly paid, and what it still owes is the rejected claim's charge.
  await fileInput.setInputFiles({ name: 'remit.835', mimeType: 'text/plain', buffer: Buffer.from(remittance) });
  await page.getByRole('button', { name: 'Post file' }).click();
  await expectToast(page, 'File posted');
  await expect(page.getByRole('status').filter({ hasText: /^Remittance \(835\): 2 lines/ })).toContainText(
    `${formatDollars(paidCents)} paid`,
  );
  // The same file again posts nothing twice.
  await page.getByRole('button', { name: 'Post file' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^This file was posted before/ })).toBeVisible();
  await shot(page, 'claims-tab-1280');
  await noAxeViolations(page);

  const balance = formatDollars(totalCents - paidCents);
  await page.getByRole('tab', { name: 'Aging' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(payer.name) }) });
  await expect(row.getByRole('cell').nth(0)).toHaveText(balance);
  await page.goto(`/billing/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Partially paid');
  await expect(page.getByRole('table', { name: 'Payments received' })).toContainText(trace);
  const claimBadges = page.getByRole('listitem').getByText(/^(Rejected|Paid|Sent)$/);
  await expect(claimBadges).toHaveText(['Rejected', 'Paid', 'Paid']);
  await shot(page, 'claims-invoice-1280');

  // The fix: the rider's record (where the reason points), then "Send corrected claim" from the worklist.
  await page.goto('/billing?tab=claims');
  await card.getByRole('link', { name: /^Check the rider/ }).click();
  await expect(page).toHaveURL(new RegExp(`/riders/${rider.id}$`));
  await page.goBack();
  await card.getByRole('button', { name: 'Send corrected claim' }).click();
  // The claim checks run again and still find the missing signature: the clerk sees them, then sends anyway.
  await expect(card.getByRole('alert')).toContainText("The payer requires the rider's signature");
  await card.getByRole('button', { name: 'Send it anyway' }).click();
  await expectToast(page, 'Corrected claim ready');
  const corrected = page
    .getByRole('region', { name: 'Corrected claims sent' })
    .getByRole('article')
    .filter({ hasText: rider.fullName })
    .filter({ hasText: invoice.number });
  const download = page.waitForEvent('download');
  await corrected.getByRole('link', { name: 'Download corrected 837P' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  const { segments } = parse837(file);
  expect(find(segments, 'CLM')).toHaveLength(1);
  expect(find(segments, 'CLM')[0]!.valueOf(1)).toBe(rejected.claimControlNumber);
  expect(find(segments, 'CLM')[0]!.valueOf(5)).toBe('99:B:7');
  expect(find(segments, 'REF', 'F8')[0]!.valueOf(2)).toBe('KMR-555');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Denials and rejections' })).toBeVisible();
  await shot(page, 'claims-tab-375');
  // Nothing is wider than the phone: wide tables scroll in their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
});
