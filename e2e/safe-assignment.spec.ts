import { noAxeViolations } from './support/axe';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { reasonText } from '../src/domain/assignment';
import { daysFromToday } from '../src/domain/dates';
import { jobInput, sampleVin, uniqueTag } from '../src/server/demo/samples';
import { expectToast } from './support/accounts';
import { approveDriver, equipDriver, tag, type ApiJob } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * The acceptance journey of safe assignment (docs/decisions/040-safe-assignment.md), as an administrator does it in the portal:
 * a ramp van and its papers, a driver given the van and credentials, a wheelchair trip for a new rider assigned to
 * that driver, and a second driver whose PASS ran out refused for the same trip with the reason, the job untouched.
 */

// Screenshots for review: into JOURNEY_SHOTS when set, else with the test's other output (test-results/), not into a
// folder of the machine's that outlives the run.
const SHOTS = process.env.JOURNEY_SHOTS;
const shotPath = (name: string) => (SHOTS ? path.join(SHOTS, name) : test.info().outputPath(name));
const SAMPLE_PDF = {
  name: 'lift-inspection.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
const PASS_EXPIRED = reasonText('credential_expired:pass'); // 'Passenger assistance (PASS) expired'
/** The server weighs each driver against the trip; the machine may be busy, so the waits on it are generous. */
const SERVER = { timeout: 20_000 };

/** A wall time on the company clock N days from now, as the datetime-local input takes it. */
const localInDays = (days: number, time: string) => `${daysFromToday(days)}T${time}`;

/** Axe at a phone's and a desktop's width, ending at the desktop width. */
async function expectNoAxeViolationsAtBothWidths(page: Page, shot?: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noAxeViolations(page);
    if (shot) await page.screenshot({ path: shotPath(`${shot}-${width}.png`), fullPage: true });
  }
}

async function jobsOf(
  admin: APIRequestContext,
  driverId: string,
): Promise<(ApiJob & { riderId: string | null; levelOfService: string })[]> {
  const response = await admin.get(`/api/jobs?limit=100&driverId=${driverId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { items: (ApiJob & { riderId: string | null; levelOfService: string })[] }).items;
}

async function openReview(page: Page, fullName: string) {
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: `Review ${fullName}` })
    .first()
    .click();
  return page.getByRole('dialog', { name: `Review: ${fullName}` });
}

test('a wheelchair trip for a new rider goes to the driver with a ramp van and valid credentials; a driver whose PASS expired is refused with the reason', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(240_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const yearAhead = daysFromToday(365);

  // 1. A ramp van with one wheelchair position, added at /vehicles.
  // A number that sorts first: the fleet list is by number, a page at a time, and the journeys' drivers bring many vans.
  const number = `A1R-${uniqueTag().toUpperCase()}`;
  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const addVehicle = page.getByRole('dialog', { name: 'Add vehicle' });
  await addVehicle.getByLabel('Vehicle number').fill(number);
  await addVehicle.getByLabel('Plate').fill('PA 7RMP');
  await addVehicle.getByLabel('Make').fill('Ford');
  await addVehicle.getByLabel('Model').fill('Transit Connect');
  await addVehicle.getByLabel('Year').fill('2023');
  await addVehicle.getByLabel('VIN').fill(sampleVin());
  await addVehicle.getByLabel('Ambulatory seats').fill('2');
  await addVehicle.getByLabel('Wheelchair positions').fill('1');
  await addVehicle.getByLabel('Ramp or lift').selectOption('ramp');
  await addVehicle.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByText('Vehicle added', { exact: true })).toBeVisible(SERVER);
  await expect(addVehicle).toHaveCount(0);
  const vehicleRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(vehicleRow).toContainText('2 seats · 1 wheelchair · 0 stretcher');
  await expect(vehicleRow).toContainText('No documents');

  // Its lift/ramp inspection with the file, through the vehicle's page; the other three papers through the API.
  await vehicleRow.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible();
  const vehicleId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Add document' }).click();
  const addDocument = page.getByRole('dialog', { name: 'Add document' });
  await addDocument.getByLabel('Kind').selectOption('lift_ramp_inspection');
  await addDocument.getByLabel('Expires on').fill(daysFromToday(180));
  await addDocument.getByRole('button', { name: 'Upload Lift/ramp inspection' }).click();
  const uploader = page.locator('.uppy-Dashboard--modal[aria-hidden="false"]');
  await uploader.locator('input.uppy-Dashboard-input').first().setInputFiles(SAMPLE_PDF);
  await expect(uploader).toHaveCount(0, SERVER);
  await expect(addDocument.getByText(SAMPLE_PDF.name)).toBeVisible();
  await addDocument.getByRole('button', { name: 'Add document' }).click();
  await expect(page.getByText('Document added', { exact: true })).toBeVisible(SERVER);
  for (const kind of ['registration', 'insurance', 'inspection']) {
    const document = await adminApi.post(`/api/vehicles/${vehicleId}/documents`, {
      data: { kind, expiresOn: yearAhead },
    });
    expect(document.status(), await document.text()).toBe(201);
  }
  await page.reload();
  const documents = page.getByRole('table', { name: 'Documents' });
  for (const label of ['Registration', 'Insurance', 'Inspection', 'Lift/ramp inspection']) {
    await expect(documents.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText('Valid');
  }

  await page.goto('/vehicles');
  await expect(vehicleRow).not.toContainText('No documents');
  await expectNoAxeViolationsAtBothWidths(page, 'vehicles');

  // 2. An approved driver with neither vehicle nor credentials gets the van and their credentials in the driver dialog.
  const driver = await approveDriver(adminApi, 'Renata Okafor');
  const review = await openReview(page, driver.fullName);
  await review.getByLabel('Current vehicle').selectOption({ label: `${number} · Ford Transit Connect` });
  await review.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('Vehicle saved', { exact: true })).toBeVisible(SERVER);
  await expect(review.getByRole('button', { name: 'Save vehicle' })).toBeDisabled();

  const credentials = review.getByRole('region', { name: 'Credentials' });
  const credentialRow = (kind: string) => credentials.getByTestId(`credential-${kind}`);
  await expect(credentialRow('pass')).toContainText('Missing', SERVER);
  // PASS, added unverified and then verified, as the admin does once they have seen the certificate.
  await credentials.getByRole('button', { name: 'Add credential' }).click();
  await credentials.getByLabel('Credential').selectOption('pass');
  await credentials.getByLabel('Issued on').fill(daysFromToday(-60));
  await credentials.getByLabel(/mark it verified/).uncheck();
  await credentials.getByRole('button', { name: 'Save credential' }).click();
  await expect(credentialRow('pass')).toContainText('Unverified', SERVER);
  await credentialRow('pass').getByRole('button', { name: 'Verify Passenger assistance (PASS)' }).click();
  await expect(credentialRow('pass')).toContainText('Valid', SERVER);
  // A HIPAA training, verified as it is added.
  await credentials.getByRole('button', { name: 'Add credential' }).click();
  await credentials.getByLabel('Credential').selectOption('hipaa');
  await credentials.getByLabel('Issued on').fill(daysFromToday(-20));
  await credentials.getByRole('button', { name: 'Save credential' }).click();
  await expect(credentialRow('hipaa')).toContainText('Valid', SERVER);
  // The rest through the API, verified.
  for (const kind of ['drivers_license', 'motor_vehicle_record', 'background_check', 'drug_screen']) {
    const added = await adminApi.post(`/api/drivers/${driver.id}/credentials`, {
      data: {
        kind,
        issuedOn: daysFromToday(-30),
        expiresOn: kind === 'drivers_license' ? daysFromToday(900) : null,
        verified: true,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.keyboard.press('Escape');
  const reopened = await openReview(page, driver.fullName);
  await expect(reopened.getByLabel('Current vehicle')).toHaveValue(vehicleId);
  for (const kind of ['drivers_license', 'motor_vehicle_record', 'background_check', 'drug_screen', 'hipaa', 'pass']) {
    await expect(reopened.getByTestId(`credential-${kind}`)).toContainText('Valid', SERVER);
  }
  await reopened.getByLabel('Current vehicle').scrollIntoViewIfNeeded();
  await expectNoAxeViolationsAtBothWidths(page, 'driver-dialog');
  await page.keyboard.press('Escape');

  // 3. A wheelchair trip for a rider not on file yet, created at /jobs.
  const sample = jobInput();
  const patient = `Odette Marchand ${tag()}`;
  await page.goto('/jobs?view=cards');
  await page.getByRole('button', { name: 'Create Job' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Job' });
  await create.getByLabel('Patient Name').fill(patient);
  await create.getByLabel('Patient Phone').fill(sample.patientPhone);
  await create.getByLabel('Date of Birth').fill('1948-03-14');
  await create.getByLabel('Level of Service').selectOption({ label: 'Wheelchair' });
  for (const [legend, place] of [
    ['Pickup Address', sample.pickupPlace],
    ['Dropoff Address', sample.dropoffPlace],
  ] as const) {
    const group = create.getByRole('group', { name: legend });
    await group.getByLabel('Street', { exact: true }).fill(place.street);
    await group.getByLabel('City', { exact: true }).fill(place.city);
    await group.getByLabel('State', { exact: true }).fill(place.state);
    await group.getByLabel('ZIP code', { exact: true }).fill(place.zip);
    await group.getByLabel('Place type', { exact: true }).selectOption(place.placeType);
  }
  await create.getByLabel('Pickup Time').fill(localInDays(3, '10:00'));
  await create.getByLabel('Dropoff Time').fill(localInDays(3, '10:45'));
  await create.getByLabel('Driver pay ($)').fill('85');
  await create.getByRole('button', { name: 'Create Job' }).click();
  await expectToast(page, 'Job created', 'The job has been created successfully');
  await expect(create).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: patient }) });
  await expect(card).toContainText('Unassigned');

  // Assigned in Edit Job: the picker says the driver can take it.
  await card.getByRole('button', { name: `Edit job for ${patient}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  const picker = edit.getByRole('group', { name: 'Assigned Driver' });
  const rowOf = (fullName: string) => picker.locator('label').filter({ hasText: fullName });
  await expect(rowOf(driver.fullName)).toContainText('Can take', SERVER);
  await expect(rowOf(driver.fullName)).toContainText(number);
  await picker.getByRole('radio', { name: new RegExp(driver.fullName) }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job updated', 'The job has been updated successfully.');
  await expect(edit).toBeHidden();
  await expect(card).toContainText(driver.fullName);

  const [job] = (await jobsOf(adminApi, driver.id)).filter((j) => j.patientName === patient);
  expect(job).toMatchObject({ assignedDriverId: driver.id, levelOfService: 'wheelchair', riderId: expect.any(String) });
  const found = await adminApi.get(`/api/riders?q=${encodeURIComponent(patient)}`);
  expect(found.ok(), await found.text()).toBe(true);
  const riders = ((await found.json()) as { items: { id: string; fullName: string; dateOfBirth: string }[] }).items;
  expect(riders).toEqual([expect.objectContaining({ id: job!.riderId, fullName: patient, dateOfBirth: '1948-03-14' })]);

  await page.goto('/riders');
  await page.getByLabel('Search riders').fill(patient);
  await expect(page.getByText(patient).filter({ visible: true })).toHaveCount(1, SERVER);
  await expectNoAxeViolationsAtBothWidths(page, 'riders');

  // 4. A second driver, equipped the same way but with a PASS that expired last week, is refused for the same trip.
  const lapsed = await approveDriver(adminApi, 'Tobias Brandt');
  await equipDriver(adminApi, lapsed.id, { pass: { issuedOn: daysFromToday(-730), expiresOn: daysFromToday(-7) } });
  await page.goto('/jobs?view=cards');
  await card.getByRole('button', { name: `Edit job for ${patient}` }).click();
  await expect(picker.getByRole('radio', { name: new RegExp(driver.fullName) })).toBeChecked();
  await expect(rowOf(lapsed.fullName)).toContainText(PASS_EXPIRED, SERVER);
  await expect(rowOf(lapsed.fullName)).not.toContainText('Can take');
  await picker.getByRole('radio', { name: new RegExp(lapsed.fullName) }).check();
  const refused = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/jobs/${job!.id}`),
    SERVER,
  );
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(422);
  expect(((await refusal.json()) as { reasons: string[] }).reasons).toEqual(['credential_expired:pass']);
  const alert = edit.getByRole('alert');
  await expect(alert).toContainText('This driver cannot take this job:');
  await expect(alert).toContainText(PASS_EXPIRED);
  await expect(edit).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  // The picker row that explains it and the refusal under it, looked at on a phone and a desktop.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The list scrolls inside the dialog once earlier journeys have left drivers behind: the row first, then the alert below it.
    await rowOf(lapsed.fullName).scrollIntoViewIfNeeded();
    await alert.scrollIntoViewIfNeeded();
    await expect(rowOf(lapsed.fullName)).toBeInViewport();
    await page.screenshot({ path: shotPath(`picker-refusal-${width}.png`) });
  }

  // Nothing changed: the trip is still the first driver's, on the server and on the card.
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText(driver.fullName);
  await expect(card).not.toContainText(lapsed.fullName);
  const [after] = (await jobsOf(adminApi, driver.id)).filter((j) => j.id === job!.id);
  expect(after).toMatchObject({ assignedDriverId: driver.id, levelOfService: 'wheelchair', riderId: job!.riderId });
  expect(await jobsOf(adminApi, lapsed.id)).toEqual([]);
});
