import { type APIRequestContext } from '@playwright/test';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { daysFromToday } from '../src/domain/dates';
import { jobInput, referralInput } from '../src/server/demo/samples';
import { expectToast, loginThroughForm } from './support/accounts';
import { applyAsDriver, createJob, freshContext, signIn, tag, type ApiJob } from './support/api';
import { noAxeViolations } from './support/axe';
import { signAndComplete } from './support/dropoff';
import { expect, test } from './support/fixtures';
import { openPortalSection } from './support/driver-portal';

const ZONE = DEFAULT_COMPANY.timeZone; // the e2e server keeps the default company profile

/** A wall time on the company clock N days from now, as the datetime-local input takes it. */
const localInDays = (days: number, time: string) => `${daysFromToday(days)}T${time}`;

async function allJobs(admin: APIRequestContext): Promise<ApiJob[]> {
  const jobs: ApiJob[] = [];
  let cursor: string | null = null;
  do {
    const response = await admin.get(`/api/jobs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.ok(), await response.text()).toBe(true);
    const page = (await response.json()) as { items: ApiJob[]; nextCursor: string | null };
    jobs.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return jobs;
}

test.describe.configure({ mode: 'serial' });

test('with no jobs the list says how to start', async ({ adminPage: page }) => {
  // Every spec file shares one server, so earlier journeys may have left jobs; rather than delete other
  // journeys' data, the first page of the list is answered empty, exactly as the server answers it.
  await page.route('**/api/jobs?*', async (route) => {
    const real = await route.fetch();
    expect(real.status()).toBe(200);
    await route.fulfill({ response: real, json: { items: [], nextCursor: null } });
  });
  await page.goto('/jobs?view=cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Management' })).toBeVisible();
  await expect(page.getByText('No jobs created yet. Click Create Job to get started.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('the admin creates a job after the rules, assigns an approved driver, edits it and deletes it', async ({
  adminPage: page,
  approvedDriver: approved,
}) => {
  const pending = await applyAsDriver('Pedro Pending');
  const sample = jobInput();
  const patient = sample.patientName;

  await page.goto('/jobs?view=cards');
  await page.getByRole('button', { name: 'Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Job' });
  await expect(dialog).toBeVisible();

  // docs/product/validation.md: an empty submit shows every rule under its field, and nothing is sent.
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  for (const message of [
    'Patient name is required',
    'Valid phone number is required',
    'Level of service is required',
    'Pickup street is required',
    'Dropoff ZIP code is required',
    'Pickup time is required',
    'Dropoff time is required',
    'Job rate is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('Patient Name')).toHaveAttribute('aria-invalid', 'true');

  // Job rules (decision 031): a dropoff before the pickup is refused in the browser with the server's words.
  await dialog.getByLabel('Pickup Time').fill(localInDays(3, '10:00'));
  await dialog.getByLabel('Dropoff Time').fill(localInDays(3, '09:00'));
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(dialog.getByText('Dropoff time must be after pickup time', { exact: true })).toBeVisible();

  // Only approved or active drivers are offered (docs/product/validation.md).
  // Create judges drivers as Edit does (docs/decisions/089-create-job-judges-drivers-and-one-jobs-export.md).
  const driverPicker = dialog.getByRole('group', { name: 'Assigned Driver' });
  await expect(driverPicker.getByRole('radio', { name: new RegExp(approved.fullName) })).toHaveCount(1);
  await expect(driverPicker.getByRole('radio', { name: new RegExp(pending.fullName) })).toHaveCount(0);
  await expect(driverPicker.getByRole('radio', { name: 'Unassigned' })).toBeChecked();

  await dialog.getByLabel('Patient Name').fill(patient);
  await dialog.getByLabel('Patient Phone').fill(sample.patientPhone);
  await dialog.getByLabel('Level of Service').selectOption({ label: 'Ambulatory' });
  await dialog.getByLabel('Escorts').selectOption('1');
  for (const [legend, place] of [
    ['Pickup Address', sample.pickupPlace],
    ['Dropoff Address', sample.dropoffPlace],
  ] as const) {
    const group = dialog.getByRole('group', { name: legend });
    await group.getByLabel('Street', { exact: true }).fill(place.street);
    await group.getByLabel('City', { exact: true }).fill(place.city);
    await group.getByLabel('State', { exact: true }).fill(place.state);
    await group.getByLabel('ZIP code', { exact: true }).fill(place.zip);
    await group.getByLabel('Place type', { exact: true }).selectOption(place.placeType);
  }
  await dialog.getByLabel('Ride Notes').fill(sample.rideNotes);
  await dialog.getByLabel('Dropoff Time').fill(localInDays(3, '10:45'));
  await expect(dialog.getByLabel('Driver pay ($)')).toHaveAttribute('placeholder', '50.00');
  await dialog.getByLabel('Driver pay ($)').fill(sample.jobRate);
  await expect(dialog.getByLabel('Status')).toHaveValue('pending');
  await driverPicker.getByRole('radio', { name: new RegExp(approved.fullName) }).check();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/jobs'));
  await dialog.getByRole('button', { name: 'Create Job' }).click();

  await expectToast(page, 'Job created', 'The job has been created successfully');
  await expect(dialog).toBeHidden();
  // The company-clock wall time went out as the instant it names, with an Idempotency-Key.
  const sent = await posted;
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const body = sent.postDataJSON() as { pickupTime: string; dropoffTime: string; assignedDriverId: string };
  expect(
    new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(body.pickupTime),
    ),
  ).toBe('10:00');
  expect(Date.parse(body.dropoffTime) - Date.parse(body.pickupTime)).toBe(45 * 60_000);
  expect(body.assignedDriverId).toBe(approved.id);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: patient }) });
  await expect(card).toContainText('pending');
  await expect(card).toContainText('$65.00');
  await expect(card).toContainText(approved.fullName);
  await expect(card).toContainText('10:00 AM');
  await expect(card).toContainText('10:45 AM');

  // Edit: the form opens with the job's values; the admin may set any status and unassign.
  await card.getByRole('button', { name: `Edit job for ${patient}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(edit.getByLabel('Patient Name')).toHaveValue(patient);
  await expect(edit.getByLabel('Pickup Time')).toHaveValue(localInDays(3, '10:00'));
  // Edit Job's driver picker (docs/decisions/040-safe-assignment.md): the equipped driver can take the job.
  const picker = edit.getByRole('group', { name: 'Assigned Driver' });
  const assigned = picker.getByRole('radio', { name: new RegExp(approved.fullName) });
  await expect(assigned).toBeChecked();
  await expect(picker.locator('label').filter({ hasText: approved.fullName })).toContainText('Can take');
  await edit.getByLabel('Driver pay ($)').fill('72.50');
  await edit.getByLabel('Status').selectOption('in_progress');
  await picker.getByRole('radio', { name: 'Unassigned' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Job updated', 'The job has been updated successfully.');
  await expect(edit).toBeHidden();
  await expect(card).toContainText('in progress');
  await expect(card).toContainText('$72.50');
  await expect(card).toContainText('Unassigned');

  // Delete asks first, in the page's own dialog.
  await card.getByRole('button', { name: `Delete job for ${patient}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Job' });
  await expect(confirm).toContainText('Are you sure you want to delete this job?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete job for ${patient}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Job deleted', 'The job has been deleted successfully.');
  await expect(page.getByRole('heading', { name: patient })).toHaveCount(0);
});

test('the list filters by status and driver on the server', async ({
  adminPage: page,
  adminApi: admin,
  approvedDriver: driver,
}) => {
  const mine = await createJob(admin, `Assigned Patient ${tag()}`, driver.id);
  const other = await createJob(admin, `Open Patient ${tag()}`, null);

  await page.goto('/jobs?view=cards');
  await expect(page.getByRole('heading', { name: other.patientName })).toBeVisible();
  const asked = page.waitForRequest((r) => r.url().includes(`driverId=${driver.id}`));
  await page.getByLabel('Driver', { exact: true }).selectOption({ label: driver.fullName });
  await asked;
  await expect(page.getByRole('heading', { name: mine.patientName })).toBeVisible();
  await expect(page.getByRole('heading', { name: other.patientName })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('completed');
  await expect(page.getByText('No jobs match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByRole('heading', { name: other.patientName })).toBeVisible();
});

test('a job is created from a referral with its details filled in and linked, and its return leg with it', async ({
  adminPage: page,
}) => {
  const visitor = await freshContext();
  const sent = referralInput({
    appointmentDate: daysFromToday(7),
    appointmentTime: '09:30',
    patientPhone: '(215) 555-0111',
    returnTrip: 'at_time',
    returnTime: '13:00',
  });
  const { appointmentDate, patientName } = sent;
  const referred = await visitor.post('/api/referrals', { data: sent });
  expect(referred.status(), await referred.text()).toBe(201);
  const referral = (await referred.json()) as { id: string };
  await visitor.dispose();

  await page.goto(`/jobs?fromReferral=${referral.id}`);
  const dialog = page.getByRole('dialog', { name: 'Create New Job' });
  await expect(dialog.getByText(`From referral by ${sent.referrerName}, ${sent.referrerCompany}`)).toBeVisible();
  await expect(dialog.getByLabel('Patient Name')).toHaveValue(patientName);
  // Everything the referral says comes with it (docs/decisions/045-levels-and-places-on-forms.md).
  await expect(dialog.getByText(`Linked to rider ${patientName}`)).toBeVisible();
  await expect(dialog.getByLabel('Level of Service')).toHaveValue('wheelchair');
  await expect(dialog.getByLabel('Escorts')).toHaveValue(String(sent.escortCount));
  await expect(dialog.getByRole('group', { name: 'Pickup Address' }).getByLabel('Street', { exact: true })).toHaveValue(
    sent.pickupPlace.street,
  );
  await expect(
    dialog.getByRole('group', { name: 'Pickup Address' }).getByLabel('Apt, suite or unit (optional)'),
  ).toHaveValue(sent.pickupPlace.unit);
  await expect(
    dialog.getByRole('group', { name: 'Dropoff Address' }).getByLabel('ZIP code', { exact: true }),
  ).toHaveValue(sent.dropoffPlace.zip);
  await expect(
    dialog.getByRole('group', { name: 'Dropoff Address' }).getByLabel('Place type', { exact: true }),
  ).toHaveValue('dialysis_center');
  await expect(dialog.getByLabel('Ride Notes')).toHaveValue(sent.notes);
  // The appointment is the dropoff; pickup an hour earlier, on the company clock.
  await expect(dialog.getByLabel('Dropoff Time')).toHaveValue(`${appointmentDate}T09:30`);
  await expect(dialog.getByLabel('Pickup Time', { exact: true })).toHaveValue(`${appointmentDate}T08:30`);
  // The patient's phone comes with the referral (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  await expect(dialog.getByLabel('Patient Phone')).toHaveValue('(215) 555-0111');
  // The way back the referral asked for (docs/decisions/047-legs-returns-cancellations.md).
  await expect(dialog.getByLabel('Appointment Time')).toHaveValue(`${appointmentDate}T09:30`);
  await expect(dialog.getByLabel('Return Trip')).toHaveValue('at_time');
  await expect(dialog.getByLabel('Return Pickup Time')).toHaveValue(`${appointmentDate}T13:00`);

  await dialog.getByLabel('Driver pay ($)').fill('80');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/jobs'));
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    referralId: referral.id,
    patientName,
    patientPhone: '(215) 555-0111',
    riderId: expect.any(String),
    levelOfService: 'wheelchair',
    escortCount: sent.escortCount,
    rideNotes: sent.notes,
    returnTrip: 'at_time',
  });
  await expectToast(page, 'Job created', 'The job has been created successfully');
  await expect(page).toHaveURL('/jobs');
  // The table draws only the rows near the view: on a busy day the rider is found by name, as a dispatcher would.
  await page.getByLabel('Rider or phone').fill(patientName);
  // Two legs: the way there and the way back at 1:00 PM, two rows of the wide screen's table.
  const legs = page.getByRole('row').filter({ hasText: patientName });
  await expect(legs).toHaveCount(2);
  await expect(legs.filter({ hasText: 'Return' })).toContainText('1:00 PM');
});

test('someone who is not an admin does not get job management', async ({ partnerPage, driverPage }) => {
  await partnerPage.goto('/jobs');
  await expect(partnerPage.getByRole('heading', { name: 'Only administrators manage jobs.' })).toBeVisible();
  await expect(partnerPage.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');

  await driverPage.goto('/jobs');
  await expect(driverPage).toHaveURL('/driver-portal');
});

test('a driver on a phone accepts, starts and completes one job and declines another', async ({
  page,
  adminApi: admin,
  approvedDriver: driver,
}) => {
  const sample = jobInput();
  const first = await createJob(admin, `James Carter ${tag()}`, driver.id);
  const second = await createJob(admin, `Maria Alvarez ${tag()}`, driver.id);

  await page.setViewportSize({ width: 375, height: 812 });
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page).toHaveURL('/driver-portal');
  await openPortalSection(page, 'My Jobs');
  const jobs = page.getByRole('list', { name: 'My Jobs' });
  const cardOf = (name: string) => jobs.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const one = cardOf(first.patientName);
  const two = cardOf(second.patientName);

  await expect(one).toContainText('pending');
  await expect(one).toContainText('$65.00');
  await expect(one.getByRole('link', { name: `Call ${sample.patientPhone}` })).toHaveAttribute(
    'href',
    'tel:+12155550177',
  );
  const pickupLine = '1200 Spruce St, Philadelphia, PA 19107';
  const map = one.getByRole('link', { name: pickupLine });
  await expect(map).toHaveAttribute('href', `https://maps.google.com/?q=${encodeURIComponent(pickupLine)}`);
  // How the rider travels and what the driver must know, on the card.
  await expect(one.getByText('Ambulatory', { exact: true })).toBeVisible();
  await expect(one.getByText(sample.rideNotes)).toBeVisible();
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /noopener/);
  await expect(one.getByRole('button', { name: 'Start Job' })).toHaveCount(0);
  // Every action is a finger-sized target.
  const box = await one.getByRole('button', { name: 'Accept Job' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // While an update is on its way, the buttons wait.
  await page.route('**/api/jobs/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await one.getByRole('button', { name: 'Accept Job' }).click();
  await expect(two.getByRole('button', { name: 'Accept Job' })).toBeDisabled();
  await expectToast(page, 'Job updated', 'Job status has been updated successfully.');
  await expect(one).toContainText('accepted');
  // The trip is in two days, so starting it asks first; going back changes nothing
  // (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  await one.getByRole('button', { name: 'Start Job' }).click();
  const startDialog = page.getByRole('alertdialog', { name: 'Start a trip for another day?' });
  await expect(startDialog).toContainText('not today');
  await startDialog.getByRole('button', { name: 'Go back' }).click();
  await expect(startDialog).toHaveCount(0);
  await expect(one).toContainText('accepted');
  await one.getByRole('button', { name: 'Start Job' }).click();
  await page
    .getByRole('alertdialog', { name: 'Start a trip for another day?' })
    .getByRole('button', { name: 'Start Job' })
    .click();
  await expect(one).toContainText('in progress');
  // Under way, one step at a time: arrival at pickup, then the rider on board (docs/decisions/047-legs-returns-cancellations.md).
  await one.getByRole('button', { name: 'Arrived at pickup' }).click();
  await expectToast(page, 'Arrival recorded');
  await expect(one.getByRole('button', { name: 'Rider no-show' })).toBeDisabled();
  await one.getByRole('button', { name: 'Rider picked up' }).click();
  await one.getByRole('button', { name: 'Skip' }).click();
  await expectToast(page, 'Pickup recorded');
  // Completing cannot be undone: the drop-off asks first (with the same warning about the day), and the rider signs.
  await one.getByRole('button', { name: 'Mark as Complete' }).click();
  const completeDialog = page.getByRole('dialog', { name: 'Mark this trip as complete?' });
  await expect(completeDialog).toContainText('this cannot be undone');
  await expect(completeDialog).toContainText('Not today’s trip');
  // Nothing is sent without a signature (or its reason) and the statement.
  await completeDialog.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(completeDialog).toContainText('Have the rider sign, or tick that they cannot and say why');
  await expect(completeDialog).toContainText('Confirm the statement to finish the trip');
  await noAxeViolations(page);
  await signAndComplete(page);
  await expect(one.getByText('Job completed')).toBeVisible();
  await expect(one.getByRole('button')).toHaveCount(0);

  await two.getByRole('button', { name: 'Decline Job' }).click();
  const declineDialog = page.getByRole('alertdialog', { name: 'Decline this trip?' });
  await expect(declineDialog).toContainText('You cannot take it back');
  await declineDialog.getByRole('button', { name: 'Decline Job' }).click();
  await expect(two.getByText('Job declined')).toBeVisible();
  await expect(two.getByRole('button')).toHaveCount(0);

  // The server recorded it, and an illegal move from a stale screen is refused with the toast.
  const after = await allJobs(admin);
  expect(after.find((j) => j.id === first.id)?.status).toBe('completed');
  expect(after.find((j) => j.id === second.id)?.status).toBe('declined');
  const third = await createJob(admin, `Harold Jenkins ${tag()}`, driver.id);
  await page.reload();
  await openPortalSection(page, 'My Jobs');
  const stale = cardOf(third.patientName);
  await expect(stale.getByRole('button', { name: 'Accept Job' })).toBeVisible();
  expect((await admin.put(`/api/jobs/${third.id}`, { data: { ...third, status: 'completed' } })).ok()).toBe(true);
  await stale.getByRole('button', { name: 'Accept Job' }).click();
  // The words of docs/product/errors.md, then the server's reason for refusing the move.
  await expectToast(page, 'Error', 'Failed to update job status: A job cannot go from completed to accepted');
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on /jobs with the dialog open and on /driver-portal with jobs at ${width} px`, async ({
    adminPage: page,
    adminApi: admin,
    approvedDriver: driver,
  }) => {
    // Two full axe runs over long lists: each can take several seconds on a busy machine.
    const job = await createJob(admin, `Axe Patient ${tag()}`, driver.id);
    const declined = await createJob(admin, `Axe Declined ${tag()}`, driver.id);
    expect((await admin.put(`/api/jobs/${declined.id}`, { data: { ...declined, status: 'declined' } })).ok()).toBe(
      true,
    );
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/jobs?view=cards');
    await expect(page.getByRole('heading', { name: job.patientName })).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole('button', { name: 'Create Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Job' });
    await expect(
      dialog.getByRole('group', { name: 'Assigned Driver' }).getByRole('radio', { name: new RegExp(driver.fullName) }),
    ).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expect(dialog.getByText('Patient name is required')).toBeVisible();
    await noAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete job for ${job.patientName}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await noAxeViolations(page);

    await signIn(page, driver);
    await page.goto('/driver-portal');
    await openPortalSection(page, 'My Jobs');
    await expect(page.getByRole('heading', { name: job.patientName })).toBeVisible();
    await expect(page.getByText('Job declined')).toBeVisible();
    await noAxeViolations(page);
  });
}
