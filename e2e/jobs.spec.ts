import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, expectToast, loginThroughForm } from './support/accounts';
import { E2E_ADMIN, E2E_PORT } from './support/server';
import { applyAsDriver, createJob, type ApiJob } from './support/api';

/** The project's base URL (another config may run these journeys on another port). */
const baseUrl = () => test.info().project.use.baseURL ?? `http://127.0.0.1:${E2E_PORT}`;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const ZONE = 'America/New_York'; // D1's default company time zone, which the e2e server keeps.
const tag = () => randomBytes(3).toString('hex');


async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const response = await api.post('/api/login', { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return api;
}

/** A driver's application through the API (as e2e/driver-application.spec.ts sends it), optionally approved. */
async function newDriver(admin: APIRequestContext, fullName: string, status: 'pending' | 'approved') {
  const driver = await applyAsDriver(fullName);
  if (status === 'approved') {
    const approved = await admin.put(`/api/drivers/${driver.id}`, { data: { status: 'approved' } });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
  return driver;
}

/** A wall time on the company clock N days from now, as the datetime-local input takes it. */
function localInDays(days: number, time: string): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
  return `${date}T${time}`;
}


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

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/login', { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test('with no jobs the list says how to start', async ({ page }) => {
  // Every spec file shares one server, so earlier journeys may have left jobs; rather than delete other
  // journeys' data, the first page of the list is answered empty, exactly as the server answers it.
  await page.route('**/api/jobs?*', async (route) => {
    const real = await route.fetch();
    expect(real.status()).toBe(200);
    await route.fulfill({ response: real, json: { items: [], nextCursor: null } });
  });
  await signInAsAdmin(page);
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Management' })).toBeVisible();
  await expect(page.getByText('No jobs created yet. Click Create Job to get started.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('the admin creates a job after the rules, assigns an approved driver, edits it and deletes it', async ({ page }) => {
  const admin = await adminApi();
  const approved = await newDriver(admin, 'Alicia Moreno', 'approved');
  const pending = await newDriver(admin, 'Pedro Pending', 'pending');
  await admin.dispose();
  const patient = `Walter Nguyen ${tag()}`;

  await signInAsAdmin(page);
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Create Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Job' });
  await expect(dialog).toBeVisible();

  // SPEC.md section 5: an empty submit shows every rule under its field, and nothing is sent.
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  for (const message of [
    'Patient name is required',
    'Valid phone number is required',
    'Pickup address is required',
    'Dropoff address is required',
    'Pickup time is required',
    'Dropoff time is required',
    'Job rate is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('Patient Name')).toHaveAttribute('aria-invalid', 'true');

  // D15: a dropoff before the pickup is refused in the browser with the server's words.
  await dialog.getByLabel('Pickup Time').fill(localInDays(3, '10:00'));
  await dialog.getByLabel('Dropoff Time').fill(localInDays(3, '09:00'));
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  await expect(dialog.getByText('Dropoff time must be after pickup time', { exact: true })).toBeVisible();

  // Only approved or active drivers are offered (SPEC.md section 5).
  const driverSelect = dialog.getByLabel('Assigned Driver');
  await expect(driverSelect.locator('option', { hasText: approved.fullName })).toHaveCount(1);
  await expect(driverSelect.locator('option', { hasText: pending.fullName })).toHaveCount(0);
  await expect(driverSelect.locator('option').first()).toHaveText('Unassigned');

  await dialog.getByLabel('Patient Name').fill(patient);
  await dialog.getByLabel('Patient Phone').fill('(215) 555-0177');
  await dialog.getByLabel('Pickup Address').fill('1200 Spruce St, Philadelphia, PA 19107');
  await dialog.getByLabel('Dropoff Address').fill('51 N 39th St, Philadelphia, PA 19104');
  await dialog.getByLabel('Dropoff Time').fill(localInDays(3, '10:45'));
  await expect(dialog.getByLabel('Job Rate ($)')).toHaveAttribute('placeholder', '50.00');
  await dialog.getByLabel('Job Rate ($)').fill('65.00');
  await expect(dialog.getByLabel('Status')).toHaveValue('pending');
  await driverSelect.selectOption({ label: `${approved.fullName} · Philadelphia, PA` });
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/jobs'));
  await dialog.getByRole('button', { name: 'Create Job' }).click();

  await expectToast(page, 'Job created', 'The job has been created successfully');
  await expect(dialog).toBeHidden();
  // The company-clock wall time went out as the instant it names, with an Idempotency-Key.
  const sent = await posted;
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const body = sent.postDataJSON() as { pickupTime: string; dropoffTime: string; assignedDriverId: string };
  expect(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(body.pickupTime))).toBe('10:00');
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
  await expect(edit.getByLabel('Assigned Driver')).toHaveValue(approved.id);
  await edit.getByLabel('Job Rate ($)').fill('72.50');
  await edit.getByLabel('Status').selectOption('in_progress');
  await edit.getByLabel('Assigned Driver').selectOption('');
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

test('the list filters by status and driver on the server', async ({ page }) => {
  const admin = await adminApi();
  const driver = await newDriver(admin, 'Filter Driver', 'approved');
  const mine = await createJob(admin, `Assigned Patient ${tag()}`, driver.id);
  const other = await createJob(admin, `Open Patient ${tag()}`, null);
  await admin.dispose();

  await signInAsAdmin(page);
  await page.goto('/jobs');
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

test('a job is created from a referral with its details filled in and linked', async ({ page }) => {
  const visitor = await request.newContext({ baseURL: baseUrl() });
  const appointmentDate = localInDays(7, '').slice(0, 10);
  const patientName = `Ruth Feldman ${tag()}`;
  const referred = await visitor.post('/api/referrals', {
    data: {
      referrerName: 'Priya Case',
      referrerCompany: 'Harbor Rehab Clinic',
      referrerPhone: '(267) 555-0190',
      referrerEmail: 'priya@example.com',
      patientName,
      patientDob: '1951-04-02',
      patientPhone: '(215) 555-0111',
      pickupLocation: '12 Elm Street, Philadelphia, PA',
      dropoffLocation: 'Harbor Rehab Clinic, 400 Market Street, Philadelphia, PA',
      transportType: 'wheelchair',
      appointmentDate,
      appointmentTime: '09:30',
    },
  });
  expect(referred.status(), await referred.text()).toBe(201);
  const referral = (await referred.json()) as { id: string };
  await visitor.dispose();

  await signInAsAdmin(page);
  await page.goto(`/jobs?fromReferral=${referral.id}`);
  const dialog = page.getByRole('dialog', { name: 'Create New Job' });
  await expect(dialog.getByText('From referral by Priya Case, Harbor Rehab Clinic')).toBeVisible();
  await expect(dialog.getByLabel('Patient Name')).toHaveValue(patientName);
  await expect(dialog.getByLabel('Pickup Address')).toHaveValue('12 Elm Street, Philadelphia, PA');
  await expect(dialog.getByLabel('Dropoff Address')).toHaveValue('Harbor Rehab Clinic, 400 Market Street, Philadelphia, PA');
  // The appointment is the dropoff; pickup an hour earlier, on the company clock.
  await expect(dialog.getByLabel('Dropoff Time')).toHaveValue(`${appointmentDate}T09:30`);
  await expect(dialog.getByLabel('Pickup Time')).toHaveValue(`${appointmentDate}T08:30`);
  // Issue 11, item 27: the patient's phone comes with the referral.
  await expect(dialog.getByLabel('Patient Phone')).toHaveValue('(215) 555-0111');

  await dialog.getByLabel('Job Rate ($)').fill('80');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/jobs'));
  await dialog.getByRole('button', { name: 'Create Job' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ referralId: referral.id, patientName, patientPhone: '(215) 555-0111' });
  await expectToast(page, 'Job created', 'The job has been created successfully');
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('heading', { name: patientName })).toBeVisible();
});

test('someone who is not an admin does not get job management', async ({ page }) => {
  const admin = await adminApi();
  const driver = await newDriver(admin, 'Portal Driver', 'approved');
  await admin.dispose();
  const partner = await request.newContext({ baseURL: baseUrl() });
  const t = tag();
  const account = { username: `partner_${t}`, password: PASSWORD };
  const registered = await partner.post('/api/register', {
    data: { ...account, confirmPassword: PASSWORD, email: `partner_${t}@example.com`, firstName: 'Priya', lastName: 'Case', role: 'referral_partner' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await partner.dispose();

  expect((await page.request.post('/api/login', { data: account })).ok()).toBe(true);
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Only administrators manage jobs.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');

  await page.context().clearCookies();
  expect((await page.request.post('/api/login', { data: { username: driver.username, password: driver.password } })).ok()).toBe(true);
  await page.goto('/jobs');
  await expect(page).toHaveURL('/driver-portal');
});

test('a driver on a phone accepts, starts and completes one job and declines another', async ({ page }) => {
  const admin = await adminApi();
  const driver = await newDriver(admin, 'Dana Driver', 'approved');
  const first = await createJob(admin, `James Carter ${tag()}`, driver.id);
  const second = await createJob(admin, `Maria Alvarez ${tag()}`, driver.id);

  await page.setViewportSize({ width: 375, height: 812 });
  await loginThroughForm(page, driver.username, driver.password);
  await expect(page).toHaveURL('/driver-portal');
  const jobs = page.getByRole('list', { name: 'My Jobs' });
  const cardOf = (name: string) => jobs.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const one = cardOf(first.patientName);
  const two = cardOf(second.patientName);

  await expect(one).toContainText('pending');
  await expect(one).toContainText('$65.00');
  await expect(one.getByRole('link', { name: 'Call (215) 555-0177' })).toHaveAttribute('href', 'tel:+12155550177');
  const map = one.getByRole('link', { name: /1200 Spruce St/ });
  await expect(map).toHaveAttribute('href', `https://maps.google.com/?q=${encodeURIComponent('1200 Spruce St, Philadelphia, PA 19107')}`);
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
  // Issue 11, item 26: the trip is in two days, so starting it asks first; going back changes nothing.
  await one.getByRole('button', { name: 'Start Job' }).click();
  const startDialog = page.getByRole('alertdialog', { name: 'Start a trip for another day?' });
  await expect(startDialog).toContainText('not today');
  await startDialog.getByRole('button', { name: 'Go back' }).click();
  await expect(startDialog).toHaveCount(0);
  await expect(one).toContainText('accepted');
  await one.getByRole('button', { name: 'Start Job' }).click();
  await page.getByRole('alertdialog', { name: 'Start a trip for another day?' }).getByRole('button', { name: 'Start Job' }).click();
  await expect(one).toContainText('in progress');
  // Completing cannot be undone: confirm first (with the same warning about the day).
  await one.getByRole('button', { name: 'Mark as Complete' }).click();
  const completeDialog = page.getByRole('alertdialog', { name: 'Mark this trip as complete?' });
  await expect(completeDialog).toContainText('this cannot be undone');
  await expect(completeDialog).toContainText('Not today’s trip');
  await completeDialog.getByRole('button', { name: 'Mark as Complete' }).click();
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
  const stale = cardOf(third.patientName);
  await expect(stale.getByRole('button', { name: 'Accept Job' })).toBeVisible();
  expect((await admin.put(`/api/jobs/${third.id}`, { data: { ...third, status: 'completed' } })).ok()).toBe(true);
  await stale.getByRole('button', { name: 'Accept Job' }).click();
  // SPEC.md's words, then the server's reason for refusing the move.
  await expectToast(page, 'Error', 'Failed to update job status: A job cannot go from completed to accepted');
  await admin.dispose();
});

for (const width of [375, 1280]) {
  test(`axe finds no violations on /jobs with the dialog open and on /driver-portal with jobs at ${width} px`, async ({ page }) => {
    const admin = await adminApi();
    const driver = await newDriver(admin, 'Axe Driver', 'approved');
    const job = await createJob(admin, `Axe Patient ${tag()}`, driver.id);
    const declined = await createJob(admin, `Axe Declined ${tag()}`, driver.id);
    expect((await admin.put(`/api/jobs/${declined.id}`, { data: { ...declined, status: 'declined' } })).ok()).toBe(true);
    await admin.dispose();
    await page.setViewportSize({ width, height: 900 });

    await signInAsAdmin(page);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: job.patientName })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Job' });
    await expect(dialog.getByLabel('Assigned Driver').locator('option', { hasText: driver.fullName })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expect(dialog.getByText('Patient name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete job for ${job.patientName}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    expect((await page.request.post('/api/login', { data: { username: driver.username, password: driver.password } })).ok()).toBe(true);
    await page.goto('/driver-portal');
    await expect(page.getByRole('heading', { name: job.patientName })).toBeVisible();
    await expect(page.getByText('Job declined')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
