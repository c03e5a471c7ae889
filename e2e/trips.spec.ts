import { noAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { jobInput } from '../src/server/demo/samples';
import { loginThroughForm, expectToast } from './support/accounts';
import { tag } from './support/api';
import { expect, test } from './support/fixtures';
import { openPortalSection } from './support/driver-portal';

/**
 * Trips over their day (docs/decisions/047-legs-returns-cancellations.md): a will-call return called by dispatch,
 * a trip cancelled with its reason, and a driver on a phone recording arrival and then waiting out the no-show
 * countdown.
 */

const SCREENSHOTS = process.env.TRIP_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const HOUR = 3_600_000;

test('dispatch calls a will-call return when the rider is ready, and cancels a trip with its reason', async ({
  adminPage: page,
  adminApi,
}) => {
  const patientName = `Dorothy Hayes ${tag()}`;
  const pickup = Date.now() + 2 * HOUR;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName,
      pickupTime: new Date(pickup).toISOString(),
      dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
      returnTrip: 'will_call',
    }),
  });
  expect(made.status(), await made.text()).toBe(201);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/jobs?view=cards');
    const cards = page.getByRole('listitem').filter({ hasText: patientName });
    await expect(cards).toHaveCount(2);
    const back = cards.filter({ hasText: 'Return · Will-call' });
    await expect(back).toContainText('Will-call');
    await expect(back.getByRole('button', { name: 'Rider ready' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await noAxeViolations(page);
    await shoot(page, `jobs-will-call-${width}`);
  }

  // Its way there is two hours away: the server refuses to call the return, and the toast says why (decision 047).
  const back = page.getByRole('listitem').filter({ hasText: patientName }).filter({ hasText: 'Return' });
  await back.getByRole('button', { name: 'Rider ready' }).click();
  await expectToast(
    page,
    'The return could not be scheduled',
    'The rider has not been picked up for the way there yet, so the return cannot be scheduled',
  );
  await expect(back).toContainText('Will-call');

  // A round trip whose way there is done: its return is called.
  const doneName = `Harold Price ${tag()}`;
  const earlier = Date.now() - 2 * HOUR;
  const done = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: doneName,
      pickupTime: new Date(earlier).toISOString(),
      dropoffTime: new Date(earlier + 45 * 60_000).toISOString(),
      status: 'completed',
      returnTrip: 'will_call',
    }),
  });
  expect(done.status(), await done.text()).toBe(201);
  await page.reload();
  const called = page.getByRole('listitem').filter({ hasText: doneName }).filter({ hasText: 'Return' });
  await called.getByRole('button', { name: 'Rider ready' }).click();
  await expectToast(page, 'Return scheduled', 'The rider is picked up in 20 minutes.');
  await expect(called.getByRole('button', { name: 'Rider ready' })).toHaveCount(0);
  await expect(called).not.toContainText('Will-call');

  // The outbound leg is two hours away: cancelling it now is late, and the dialog says so before anything is sent.
  const outbound = page.getByRole('listitem').filter({ hasText: patientName }).filter({ hasNotText: 'Return' });
  await outbound.getByRole('button', { name: `Cancel trip for ${patientName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel trip' });
  // Same-day too unless the pickup falls after midnight on the company's clock.
  await expect(dialog).toContainText(/late cancellation|same-day cancellation/);
  await dialog.getByRole('button', { name: 'Cancel trip' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'Facility cancelled or rescheduled' });
  await dialog.getByLabel('Who asked').selectOption({ label: 'The facility' });
  await expect(dialog.getByLabel('Also cancel the return trip')).toBeChecked();
  await noAxeViolations(page);
  await shoot(page, 'cancel-dialog-375');
  await dialog.getByRole('button', { name: 'Cancel trip' }).click();
  await expectToast(page, 'Trip cancelled');
  await expect(outbound).toContainText('Cancelled: Facility cancelled or rescheduled');
  await expect(outbound).toContainText(/Late cancellation|Same-day cancellation/);
  await expect(outbound.getByRole('button', { name: `Cancel trip for ${patientName}` })).toHaveCount(0);
  await expect(back).toContainText('cancelled');
});

test('a driver on a phone records arrival and sees the no-show wait counted down', async ({
  page,
  adminApi,
  approvedDriver: driver,
}) => {
  const patientName = `Walter Brooks ${tag()}`;
  const pickup = Date.now() + 5 * 60_000;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName,
      pickupTime: new Date(pickup).toISOString(),
      dropoffTime: new Date(pickup + 30 * 60_000).toISOString(),
      assignedDriverId: driver.id,
    }),
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page).toHaveURL('/driver-portal');
  await openPortalSection(page, 'My Jobs');
  const card = page
    .getByRole('list', { name: 'My Jobs' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: patientName }) });
  await card.getByRole('button', { name: 'Accept Job' }).click();
  await expect(card).toContainText('accepted');
  await card.getByRole('button', { name: 'Start Job' }).click();
  await expect(card).toContainText('in progress');

  const arrived = card.getByRole('button', { name: 'Arrived at pickup' });
  expect((await arrived.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await arrived.click();
  await expectToast(page, 'Arrival recorded');
  // The wait runs from the scheduled pickup, five minutes away, plus ten: the button waits, counting down.
  const noShow = card.getByRole('button', { name: 'Rider no-show' });
  await expect(noShow).toBeDisabled();
  const timer = card.getByRole('timer');
  await expect(timer).toContainText(/No-show allowed in 1[45]:\d\d/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  await expect(card.getByRole('button', { name: 'Rider picked up' })).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await shoot(page, 'driver-arrived-375');

  // Asked directly, the server refuses the early no-show and says when it will take it.
  const job = (await made.json()) as { id: string };
  const early = await page.request.post(`/api/jobs/${job.id}/no-show`, { data: {} });
  expect(early.status()).toBe(409);
  expect(Date.parse((await early.json()).noShowAllowedAt)).toBe(pickup + 10 * 60_000);
});

test("a referring partner on a phone cancels both legs of their referral's ride, with the reason", async ({
  partner,
  partnerPage: page,
  adminApi,
}) => {
  const referral = await partner.refer(`Louise Carter ${tag()}`, { returnTrip: 'will_call' });
  const pickup = Date.now() + 3 * HOUR;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: referral.patientName,
      referralId: referral.id,
      pickupTime: new Date(pickup).toISOString(),
      dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
      returnTrip: 'will_call',
    }),
  });
  expect(made.status(), await made.text()).toBe(201);
  const outbound = (await made.json()) as { id: string; returnJobId: string };

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: referral.patientName }) });
  await expect(card).toContainText('Return: Will-call');
  await card.getByRole('button', { name: `Cancel Ride for ${referral.patientName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ride: ${referral.patientName}` });
  const there = dialog.getByLabel(/^Outbound · /);
  const back = dialog.getByLabel('Return · Will-call');
  await expect(there).toBeChecked();
  await expect(back).toBeChecked();
  // Three hours' notice is short of the company's 24: the partner is told before sending.
  await expect(dialog).toContainText('This is a late cancellation: less than 24 hours before pickup.');
  await dialog.getByRole('button', { name: 'Cancel Ride' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'Facility cancelled or rescheduled' });
  await expect(dialog.getByText('Choose a reason')).toBeHidden();
  await dialog.getByLabel('Note for dispatch (optional)').fill('Dialysis moved to Thursday');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await shoot(page, 'partner-cancel-ride-375');
  await dialog.getByRole('button', { name: 'Cancel Ride' }).click();
  await expectToast(page, 'Ride cancelled');
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('cancelled');
  await expect(card.getByRole('button', { name: `Cancel Ride for ${referral.patientName}` })).toHaveCount(0);

  // The way there was three hours off, so late; the will-call return had no time yet, so it is not.
  for (const [id, late] of [
    [outbound.id, true],
    [outbound.returnJobId, false],
  ] as const) {
    const leg = (await (await adminApi.get(`/api/jobs/${id}`)).json()) as Record<string, unknown>;
    expect(leg).toMatchObject({
      status: 'cancelled',
      cancelReason: 'facility',
      cancelRequestedBy: 'partner',
      cancelNote: 'Dialysis moved to Thursday',
      lateCancellation: late,
    });
  }
});

test('Job Management follows changes made elsewhere without a reload', async ({ adminPage: page, adminApi }) => {
  // The server follows changes for this page once its stream has answered; a change made before that is the
  // page's first read's business, not the stream's.
  const streaming = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/jobs?view=cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Management' })).toBeVisible();
  await streaming;
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  // Another dispatcher (here, the API) books a trip and then cancels it: the open list shows both.
  const patientName = `Marcus Webb ${tag()}`;
  const made = await adminApi.post('/api/jobs', { data: jobInput({ patientName }) });
  expect(made.status(), await made.text()).toBe(201);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: patientName }) });
  await expect(card).toBeVisible({ timeout: 3000 });
  const { id } = (await made.json()) as { id: string };
  const cancelled = await adminApi.post(`/api/jobs/${id}/cancel`, {
    data: { reason: 'duplicate', requestedBy: 'dispatcher' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(card).toContainText('Cancelled: Duplicate trip', { timeout: 3000 });
  expect(loads).toEqual([]);
});
