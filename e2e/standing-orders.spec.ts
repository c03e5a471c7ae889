import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { daysFromToday } from '../src/domain/dates';
import { riderInput } from '../src/server/demo/samples';
import { DEFAULT_TRIP_POLICY } from '../src/domain/trip';
import { expectToast, loginThroughForm } from './support/accounts';
import { noAxeViolations } from './support/axe';
import { expect, test, type ApprovedDriver } from './support/fixtures';
import { openPortalSection } from './support/driver-portal';

/**
 * Standing orders (docs/decisions/048-standing-orders.md): an administrator makes a dialysis rider's Monday,
 * Wednesday and Friday ride from the rider's page, previews the two weeks, saves, and finds the trips in Job
 * Management, where a will-call return is called when the rider is ready; the driver it is given arrives,
 * waits out the no-show countdown on a phone, and records the no-show.
 */

const SCREENSHOTS = process.env.STANDING_ORDER_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

test('an admin makes a standing order for a rider, finds two weeks of legs in Job Management, calls a return, and its driver records a no-show', async ({
  adminPage: page,
  adminApi,
  approvedDriver: driver,
  browser,
}) => {
  test.setTimeout(150_000);
  // The company's trip policy, set on the Settings tab, makes the wait one the journey can sit out: a called
  // return is picked up at once, and the driver may record a no-show a minute after the pickup time
  // (docs/decisions/049-company-policies.md). Put back afterwards, whatever happens.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const policies = page.getByRole('region', { name: 'Trip policies' });
  await policies.getByLabel(/^No-show wait/).fill('0');
  await policies.getByRole('button', { name: 'Save Policies' }).click();
  await expect(policies.getByText('No-show wait after arrival or pickup time must be at least 1')).toBeVisible();
  await policies.getByLabel(/^No-show wait/).fill('1');
  await policies.getByLabel(/^Will-call pickup/).fill('0');
  await policies.getByRole('button', { name: 'Save Policies' }).click();
  await expectToast(page, 'Policies saved', 'Every trip is judged by the new figures from now on.');
  await expect(policies).toContainText(/Last changed .* by /);
  await shoot(page, 'settings-policies-1280');
  try {
    await standingOrderDay(page, adminApi, driver, browser);
  } finally {
    const restored = await adminApi.put('/api/policies', { data: { trip: DEFAULT_TRIP_POLICY } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

/** Every outbound leg of the rider's trips recorded as done, as an administrator's edit of each would. */
async function completeWaysThere(adminApi: APIRequestContext, riderName: string) {
  const list = await adminApi.get(`/api/jobs?q=${encodeURIComponent(riderName)}&limit=100`);
  const { items } = (await list.json()) as { items: { id: string; leg: string }[] };
  for (const { id } of items.filter((job) => job.leg === 'outbound')) {
    const job = (await (await adminApi.get(`/api/jobs/${id}`)).json()) as Record<string, unknown>;
    const keep = [
      'patientName',
      'patientPhone',
      'riderId',
      'levelOfService',
      'escortCount',
      'pickupPlace',
      'dropoffPlace',
      'rideNotes',
      'pickupTime',
      'dropoffTime',
      'appointmentTime',
      'jobRate',
      'payerId',
      'authorizationId',
    ];
    const done = await adminApi.put(`/api/jobs/${id}`, {
      data: { ...Object.fromEntries(keep.map((key) => [key, job[key]])), status: 'completed' },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
}

async function standingOrderDay(page: Page, adminApi: APIRequestContext, driver: ApprovedDriver, browser: Browser) {
  const body = riderInput();
  const created = await adminApi.post('/api/riders', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const rider = (await created.json()) as { id: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/riders/${rider.id}`);
  await page.getByRole('link', { name: 'New standing order' }).click();
  await expect(page).toHaveURL(new RegExp(`/standing-orders/new\\?riderId=${rider.id}$`));
  // The rider, their home as the pickup and how they travel come filled in.
  await expect(page.getByText(body.fullName)).toBeVisible();
  const pickup = page.getByRole('group', { name: 'Pickup address' });
  await expect(pickup.getByLabel('Street')).toHaveValue(body.homePlace.street);
  await expect(page.getByLabel('Level of service')).toHaveValue('wheelchair');

  // Saving with nothing chosen says what is missing, under each field.
  await page.getByRole('button', { name: 'Save standing order' }).click();
  await expect(page.getByText('Choose at least one day')).toBeVisible();
  await expect(page.getByText('Start date is required')).toBeVisible();

  for (const day of ['Monday', 'Wednesday', 'Friday']) await page.getByLabel(day, { exact: true }).check();
  await page.getByLabel('Start date').fill(daysFromToday(1));
  await page.getByLabel('Pickup time').fill('07:00');
  await page.getByLabel('Dropoff time', { exact: true }).fill('07:45');
  await page.getByLabel('Return trip').selectOption({ label: 'Will-call (the rider calls when ready)' });
  const dropoff = page.getByRole('group', { name: 'Dropoff address' });
  await dropoff.getByLabel('Street').fill('51 N 39th St');
  await dropoff.getByLabel('City').fill('Philadelphia');
  await dropoff.getByLabel('State').fill('PA');
  await dropoff.getByLabel('ZIP code').fill('19104');
  await page.getByLabel('Rate per trip ($)').fill('55');

  await page.getByRole('button', { name: 'Preview the next two weeks' }).click();
  const calendar = page.getByRole('heading', { name: 'The next two weeks' }).locator('..');
  await expect(calendar.getByRole('listitem').first()).toBeVisible();
  const days = await calendar.locator('ol > li').count();
  expect(days).toBeGreaterThanOrEqual(5);
  expect(days).toBeLessThanOrEqual(7);
  await expect(calendar).toContainText('Return: Will-call');
  await noAxeViolations(page);
  await shoot(page, 'standing-order-form-1280');

  await page.getByRole('button', { name: 'Save standing order' }).click();
  await expectToast(page, 'Standing order saved', 'Its trips for the next two weeks are in Job Management.');
  await expect(page).toHaveURL(/\/standing-orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(body.fullName);

  await page.goto('/standing-orders');
  const order = page.getByRole('listitem').filter({ hasText: body.fullName });
  await expect(order).toContainText('Mon, Wed, Fri');
  await expect(order).toContainText('Active');
  await noAxeViolations(page);
  await shoot(page, 'standing-orders-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await shoot(page, 'standing-orders-375');

  // Two weeks of legs: an outbound and a will-call return for each date. The preview starts at the start date
  // and the trips are made up to 13 days from today, so the last previewed date may come tomorrow.
  await page.goto('/jobs');
  const legs = page.getByRole('listitem').filter({ hasText: body.fullName });
  const waiting = legs.filter({ hasText: 'Return · Will-call' });
  await expect(waiting.first()).toBeVisible();
  const made = await waiting.count();
  expect(made).toBeGreaterThanOrEqual(days - 1);
  expect(made).toBeLessThanOrEqual(days);
  await expect(legs).toHaveCount(made * 2);
  // "Rider ready" waits for the way there (docs/decisions/047-legs-returns-cancellations.md): dispatch records it done.
  await completeWaysThere(adminApi, body.fullName);
  await page.reload();
  await waiting.first().getByRole('button', { name: 'Rider ready' }).click();
  await expectToast(page, 'Return scheduled', 'The rider is picked up now.');
  await expect(legs.filter({ hasText: 'Return · Will-call' })).toHaveCount(made - 1);

  // The called return goes to a driver with a ramp van and papers in order.
  const ready = legs.filter({ hasText: 'Return' }).filter({ hasNotText: 'Will-call' });
  await expect(ready).toHaveCount(1);
  await ready.getByRole('button', { name: `Edit job for ${body.fullName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await edit
    .getByRole('group', { name: 'Assigned Driver' })
    .getByRole('radio', { name: new RegExp(driver.fullName) })
    .check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job updated', 'The job has been updated successfully.');
  await expect(ready).toContainText(driver.fullName);

  // The driver, on a phone: accept, start, arrive, wait out the countdown, record the no-show.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const driverPage = await phone.newPage();
  await loginThroughForm(driverPage, driver.username, driver.password);
  await expect(driverPage).toHaveURL('/driver-portal');
  await openPortalSection(driverPage, 'My Jobs');
  const trip = driverPage
    .getByRole('list', { name: 'My Jobs' })
    .getByRole('listitem')
    .filter({ has: driverPage.getByRole('heading', { name: body.fullName }) });
  await trip.getByRole('button', { name: 'Accept Job' }).click();
  await expect(trip).toContainText('accepted');
  await trip.getByRole('button', { name: 'Start Job' }).click();
  await expect(trip).toContainText('in progress');
  await trip.getByRole('button', { name: 'Arrived at pickup' }).click();
  await expectToast(driverPage, 'Arrival recorded');
  const noShow = trip.getByRole('button', { name: 'Rider no-show' });
  await expect(noShow).toBeDisabled();
  await expect(trip.getByRole('timer')).toContainText(/No-show allowed in [01]:\d\d/);
  await expect(noShow).toBeEnabled({ timeout: 75_000 });
  await expect(trip.getByRole('timer')).toHaveCount(0);
  await noShow.click();
  await driverPage
    .getByRole('alertdialog', { name: 'Record a no-show?' })
    .getByRole('button', { name: 'Rider no-show' })
    .click();
  await expectToast(driverPage, 'No-show recorded');
  await expect(trip.getByText('Recorded as a no-show')).toBeVisible();
  await phone.close();

  // Dispatch sees it, and the server has the times.
  const recorded = await adminApi.get(`/api/jobs/driver/${driver.id}`);
  const [job] = (
    (await recorded.json()) as { items: { status: string; arrivedAt: string; noShowAt: string; pickupTime: string }[] }
  ).items;
  expect(job).toBeDefined();
  expect(job!.status).toBe('no_show');
  expect(
    Date.parse(job!.noShowAt) - Math.max(Date.parse(job!.arrivedAt), Date.parse(job!.pickupTime)),
  ).toBeGreaterThanOrEqual(60_000);
  await page.reload();
  await expect(ready).toContainText('no-show');

  // The form on a phone.
  await page.goto(`/standing-orders/new?riderId=${rider.id}`);
  await expect(page.getByText(body.fullName)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await noAxeViolations(page);
  await shoot(page, 'standing-order-form-375');
}
