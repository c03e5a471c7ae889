import type { APIRequestContext, Page } from '@playwright/test';
import { daysFromToday } from '../src/domain/dates';
import { jobInput, uniqueTag } from '../src/server/demo/samples';
import { payerBody, rateBody } from '../src/server/test/payer';
import { STEP_BODIES } from '../src/server/test/trip';
import { expectToast } from './support/accounts';
import { freshContext } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test, type ApprovedDriver } from './support/fixtures';

// The billing clerk's afternoon (docs/decisions/068-job-price.md, docs/decisions/070-invoices.md): a wheelchair trip
// was driven and finished before anyone knew who pays for it. The clerk sets its payer on the finished trip, which
// must not judge the driver again, and bills it: the claim carries the trip and the loaded miles the driver read
// off the odometer at pickup and at drop-off.

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** The driver's phone works the leg through the API: the browser's point here is the clerk. */
async function driveLeg(driver: ApprovedDriver, jobId: string, odometers: { pickup: number; dropoff: number }) {
  const phone = await freshContext();
  const signedIn = await phone.post('/api/login', { data: { username: driver.username, password: driver.password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  for (const step of ['start', 'arrival', 'pickup', 'dropoff'] as const) {
    const body = {
      ...STEP_BODIES[step],
      ...(step === 'pickup' || step === 'dropoff' ? { odometer: odometers[step] } : {}),
    };
    const res = await phone.post(`/api/jobs/${jobId}/proof/${step}`, { data: body });
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200);
  }
  await phone.dispose();
}

/** A facility that pays wheelchair trips with no miles included, so every loaded mile is a line of its own. */
async function facilityPayer(admin: APIRequestContext) {
  const name = `Riverside Dialysis ${uniqueTag()}`;
  const created = await admin.post('/api/payers', {
    data: payerBody({ name, type: 'facility', signatureRequired: false }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const payer = (await created.json()) as { id: string; name: string };
  const rate = await admin.put(`/api/payers/${payer.id}/rates/wheelchair`, {
    data: rateBody({ milesIncluded: '0', afterHoursWindow: null, afterHours: '0.00' }),
  });
  expect(rate.ok(), await rate.text()).toBe(true);
  return payer;
}

test('the clerk sets the payer of a finished wheelchair trip and bills its trip and odometer miles', async ({
  adminPage: page,
  adminApi,
  approvedDriver,
}) => {
  const patient = `Harold Kim ${uniqueTag()}`;
  // Picked up twenty minutes ago, with no payer: nobody knew yet who pays.
  const pickupTime = new Date(Date.now() - 20 * 60_000).toISOString();
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: patient,
      levelOfService: 'wheelchair',
      escortCount: 0,
      pickupTime,
      dropoffTime: new Date(Date.parse(pickupTime) + 40 * 60_000).toISOString(),
      assignedDriverId: approvedDriver.id,
      status: 'accepted',
    }),
  });
  expect(made.status(), await made.text()).toBe(201);
  const job = (await made.json()) as { id: string };
  // 48,222.6 − 48,210.4: 12.2 loaded miles off the van's odometer.
  await driveLeg(approvedDriver, job.id, { pickup: 48_210.4, dropoff: 48_222.6 });
  const payer = await facilityPayer(adminApi);

  // Jobs: the finished trip, found by the rider's name; its payer set after the fact.
  await page.goto('/jobs');
  await page.getByLabel('Rider or phone').fill(patient);
  await page.getByRole('button', { name: `Edit job for ${patient}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(edit.getByLabel('Status')).toHaveValue('completed');
  await edit.getByLabel('Payer', { exact: true }).selectOption(payer.id);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job updated', 'The job has been updated successfully.');
  await expect(edit).toBeHidden();

  // Billing: the default period and the facility find the trip; the invoice is built.
  await page.goto('/billing');
  await page.getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await dialog.getByLabel('Payer', { exact: true }).selectOption({ label: payer.name });
  await dialog.getByLabel('Period from').fill(daysFromToday(-1));
  await dialog.getByLabel('Period to').fill(daysFromToday(0));
  await expect(dialog.getByText(/^1 trip, \$[\d,]+\.\d{2} to bill$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Build invoice' }).click();
  await expectToast(page, 'Invoice built');
  await expect(page).toHaveURL(/\/billing\/invoices\/[0-9a-f-]{36}$/);

  // The claim: the wheelchair trip and a mileage line of 12.2 miles, read from the odometer, not estimated.
  const lines = page.getByRole('table', { name: new RegExp(`^Charge lines for ${patient} on `) });
  await expect(lines.getByRole('row', { name: /A0130/ })).toBeVisible();
  const mileage = lines.getByRole('row', { name: /S0209/ });
  await expect(mileage).toContainText('12.2');
  await expect(mileage).toContainText('read from the odometer');
  await expect(page.getByText(/^No miles are billed/)).toHaveCount(0);
  await noAxeViolations(page);
  await shot(page, 'late-payer-invoice-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'late-payer-invoice-375');
});
