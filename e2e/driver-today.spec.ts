import { daysFromToday } from '../src/domain/dates';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { jobInput } from '../src/server/demo/samples';
import { readBackPdf } from '../src/server/test/pdf-text';
import { expectToast, loginThroughForm } from './support/accounts';
import { tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { signAndComplete } from './support/dropoff';
import { expect, test } from './support/fixtures';

/**
 * The driver's day on a phone (docs/decisions/057-driver-today.md and 056): the run for today first, the next leg
 * on top; worked from start to a signed drop-off with the phone's location; the administrator's trip log then
 * holds those steps, their place and the signature.
 */
test('a driver works the next leg of today’s run on a phone, and the administrator opens its trip log', async ({
  browser,
  adminApi,
  adminPage,
  approvedDriver,
}) => {
  const t = tag();
  const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const make = async (patientName: string, pickupTime: string) => {
    const made = await adminApi.post('/api/jobs', {
      data: jobInput({ patientName, pickupTime, assignedDriverId: approvedDriver.id }),
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as { id: string };
  };
  const first = await make(`Nina Next ${t}`, soon(6));
  await make(`Leo Later ${t}`, soon(12));
  const tomorrow = daysFromToday(1);
  await make(`Tara Tomorrow ${t}`, zonedLocalToIso(`${tomorrow}T10:00`, DEFAULT_COMPANY.timeZone));

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    permissions: ['geolocation'],
    geolocation: { latitude: 39.9526, longitude: -75.1652, accuracy: 9 },
  });
  const page = await phone.newPage();
  await loginThroughForm(page, approvedDriver.username, approvedDriver.password);
  await expect(page).toHaveURL('/driver-portal');

  // Today first: the next leg on top, the later one under it; tomorrow one tap away.
  const today = page.getByRole('region', { name: 'Today' });
  const next = today.getByRole('region', { name: 'Next' });
  await expect(next.getByRole('heading', { name: `Nina Next ${t}` })).toBeVisible();
  await expect(today.getByRole('list', { name: 'Later' })).toContainText(`Leo Later ${t}`);
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Tomorrow', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tomorrow', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tomorrow' })).toContainText(`Tara Tomorrow ${t}`);
  await page.getByRole('button', { name: 'Today', exact: true }).click();

  // The next leg, one large action at a time.
  const actions = ['Accept Job', 'Start Job', 'Arrived at pickup', 'Rider picked up', 'Mark as Complete'];
  for (const [i, action] of actions.slice(0, -1).entries()) {
    await next.getByRole('button', { name: action }).click();
    // The odometer, asked once the rider is aboard, and again at drop-off, gives the leg's loaded miles.
    if (action === 'Rider picked up') {
      await next.getByLabel('Odometer at pickup').fill('48210.4');
      await next.getByRole('button', { name: 'Record pickup' }).click();
    }
    await expect(next.getByRole('button', { name: actions[i + 1] })).toBeEnabled();
  }
  // Under way, the phone has told the day board's map where it is.
  await expect
    .poll(
      async () =>
        (
          (await (await adminApi.get('/api/dispatch/positions')).json()) as {
            drivers: Array<{ driverId: string; lat: number }>;
          }
        ).drivers.find((d) => d.driverId === approvedDriver.id)?.lat,
    )
    .toBeCloseTo(39.9526, 4);
  await next.getByRole('button', { name: 'Mark as Complete' }).click();
  await signAndComplete(page, { odometer: '48216.1' });
  await expectToast(page, 'Job updated');
  // The finished leg folds under Done and the later one becomes the next.
  await expect(today.getByText('Done (1)')).toBeVisible();
  await expect(next.getByRole('heading', { name: `Leo Later ${t}` })).toBeVisible();
  // Location was allowed: no note about it.
  await expect(page.getByText('Location is off for this app')).toHaveCount(0);
  // The day's manifest, from the run's own link: the worked leg with its times, the later one still to do.
  const manifestLink = today.getByRole('link', { name: "Today's manifest (PDF)" });
  const manifest = readBackPdf(await (await page.request.get((await manifestLink.getAttribute('href'))!)).body());
  for (const words of [`Nina Next ${t}`, `Leo Later ${t}`, approvedDriver.fullName])
    expect(manifest.text).toContain(words);
  expect(manifest.text.indexOf(`Nina Next ${t}`)).toBeLessThan(manifest.text.indexOf(`Leo Later ${t}`));
  expect(manifest.text).not.toContain(`Tara Tomorrow ${t}`);
  await phone.close();

  // The administrator prints the same day from the driver's lane on the day board.
  await adminPage.goto('/dispatch');
  const lanePdf = adminPage.getByRole('link', { name: `Manifest for ${approvedDriver.fullName} (PDF)` });
  const forAdmin = await adminPage.request.get((await lanePdf.getAttribute('href'))!);
  expect(forAdmin.headers()['content-type']).toBe('application/pdf');
  expect(readBackPdf(await forAdmin.body()).text).toContain(`Nina Next ${t}`);

  // The administrator opens the trip log from Job Management.
  await adminPage.goto(`/jobs?view=cards&q=${encodeURIComponent(`Nina Next ${t}`)}`);
  const link = adminPage.getByRole('link', { name: `Trip log for Nina Next ${t} (PDF)` });
  await expect(link).toHaveAttribute('href', `/api/jobs/${first.id}/trip-log.pdf`);
  const [popup] = await Promise.all([adminPage.waitForEvent('popup'), link.click()]);
  await popup.close();
  const pdf = await adminPage.request.get(`/api/jobs/${first.id}/trip-log.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = readBackPdf(await pdf.body());
  for (const words of [
    'Trip started',
    'Arrived at pickup',
    'Rider picked up',
    'Rider dropped off',
    '39.95260, -75.16520',
    'the record is intact',
    `Nina Next ${t}`,
    '5.7 mi',
  ])
    expect(text.text).toContain(words);
  expect(text.images).toBeGreaterThanOrEqual(1);
});

test('a phone that refuses location is told so, and its steps are still recorded', async ({
  browser,
  adminApi,
  approvedDriver,
}) => {
  const t = tag();
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: `Nell Nofix ${t}`,
      pickupTime: new Date(Date.now() + 8 * 60_000).toISOString(),
      assignedDriverId: approvedDriver.id,
    }),
  });
  expect(made.status(), await made.text()).toBe(201);
  // No geolocation permission granted: the browser refuses the portal's request.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  await loginThroughForm(page, approvedDriver.username, approvedDriver.password);
  const next = page.getByRole('region', { name: 'Next' });
  await next.getByRole('button', { name: 'Accept Job' }).click();
  await next.getByRole('button', { name: 'Start Job' }).click();
  await next.getByRole('button', { name: 'Arrived at pickup' }).click();
  await expectToast(page, 'Arrival recorded');
  await expect(page.getByRole('status').filter({ hasText: 'Location is off for this app' })).toBeVisible();
  await noAxeViolations(page);
  const proof = (await (
    await adminApi.get(`/api/jobs/${((await made.json()) as { id: string }).id}/proof`)
  ).json()) as { events: Array<{ kind: string; lat: number | null }> };
  expect(proof.events.find((e) => e.kind === 'arrival')?.lat).toBeNull();
  await phone.close();
});
