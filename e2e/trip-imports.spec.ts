import type { APIRequestContext, Page } from '@playwright/test';
import { brokerDay, manifestCsv, manifestUpload, roundTrip, type ManifestLine } from '../src/server/test/manifest';
import { rateBody } from '../src/server/test/payer';
import { expectToast } from './support/accounts';
import { createPayerWithRate, tag } from './support/api';
import { noAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// docs/decisions/105-broker-trip-import.md: the dispatcher reads the broker's manifest, corrects the mapping for the
// rows it could not read, applies, and finds the trips on the day board; the next file's change and cancellation
// are handled.

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
};

const FIRST_NAMES = ['Rosa', 'Harold', 'Mei', 'Samuel', 'Grace', 'Tomas', 'Aisha', 'Walter', 'Lucia', 'Ernest'];
const LAST_NAMES = ['Delgado', 'Jenkins', 'Chen', 'Okafor', 'Whitman', 'Ruiz', 'Bello', 'Kowalski', 'Moreau', 'Park'];

/** Twenty riders' round trips tomorrow: forty rows, three of them with a mobility word the ready mapping lacks. */
function manifest(key: string): ManifestLine[] {
  const day = brokerDay(1);
  return Array.from({ length: 20 }, (_, i) => {
    const legs = roundTrip(key, i + 1, day, { willCall: i % 5 === 4 });
    const named = legs.map((leg) => ({
      ...leg,
      FirstName: FIRST_NAMES[i % 10]!,
      LastName: `${LAST_NAMES[i % 10]}${i >= 10 ? ' Jr' : ''}`,
    }));
    return named;
  })
    .flat()
    .map((line, n) => (n === 6 || n === 7 || n === 21 ? { ...line, Mobility: 'WCL' } : line));
}

async function brokerWithRates(admin: APIRequestContext) {
  const payer = await createPayerWithRate(admin, 'wheelchair', `Keystone Medicaid Rides ${tag()}`, 'medicaid_broker');
  const rate = await admin.put(`/api/payers/${payer.id}/rates/ambulatory`, { data: rateBody() });
  expect(rate.ok()).toBe(true);
  return payer;
}

async function readManifest(
  page: Page,
  payerName: string,
  fileName: string,
  lines: ManifestLine[],
  { saved }: { saved: boolean },
) {
  await page.goto('/imports');
  await page.getByRole('combobox', { name: 'Payer' }).selectOption({ label: payerName });
  const layout = page.getByRole('combobox', { name: 'Layout' });
  // The payer's saved mapping, once there is one, is what reads its files: the layout is then not asked.
  if (saved) await expect(page.getByText('This payer’s saved mapping is used.')).toBeVisible();
  else {
    await expect(layout).toBeEnabled();
    await layout.selectOption({ label: 'One row per leg (TripID ending -A/-B, DOS, PU Time 0930)' });
  }
  await page.getByLabel('Manifest file').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(manifestCsv(lines)),
  });
  await page.getByRole('button', { name: 'Read the manifest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
}

test('the dispatcher imports a manifest, fixes the mapping, applies, and handles the next day’s change and cancellation', async ({
  adminPage: page,
  adminApi,
}) => {
  const payer = await brokerWithRates(adminApi);
  const key = String(Math.floor(10_000 + Math.random() * 89_999));
  const lines = manifest(key);

  await readManifest(page, payer.name, `manifest-${key}.csv`, lines, { saved: false });
  await expect(page.getByText('37 new · 3 with errors', { exact: true })).toBeVisible();
  // The rows with errors are shown first, the bad cell marked with why.
  const table = page.getByRole('region', { name: /The manifest’s rows/ });
  await expect(table.getByText('"WCL" is not a level of service this mapping knows')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Apply 37 trips' })).toBeDisabled();
  await noAxeViolations(page);
  await shot(page, 'import-errors-1280');

  // The broker's word for a wheelchair with a lift: added to the payer's mapping, and the file read again.
  await page.getByRole('button', { name: 'Edit the mapping' }).click();
  const dialog = page.getByRole('dialog', { name: `How ${payer.name}’s manifests are read` });
  const wheelchair = dialog.getByLabel('Wheelchair words');
  await wheelchair.fill(`${await wheelchair.inputValue()}, WCL`);
  await noAxeViolations(page);
  await shot(page, 'mapping-dialog-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await noAxeViolations(page);
  await shot(page, 'mapping-dialog-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Save and read again' }).click();
  await expectToast(page, 'Mapping saved; the manifest was read again');
  await expect(page.getByText('40 new', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Apply 40 trips' }).click();
  await expectToast(page, 'Manifest applied');
  await expect(page.getByText('Manifest applied: 40 made, 0 changed, 0 cancelled')).toBeVisible();

  // The legs are on tomorrow's board, waiting for a driver.
  await page.getByRole('link', { name: 'Open the day board' }).click();
  const queue = page.getByRole('list', { name: 'Unassigned' });
  await expect(queue.getByRole('button', { name: /^9:15 AM Rosa Delgado,/ })).toBeVisible();
  await expect(queue.getByRole('button', { name: /^1:30 PM Rosa Delgado,.*Return/ })).toBeVisible();

  // The next day's file: Harold's pickup earlier, Mei's trip cancelled by the broker (her return no longer listed).
  const next = lines
    .map((line, n) =>
      n === 2 ? { ...line, 'PU Time': '0845' } : n === 4 ? { ...line, 'Trip Status': 'Cancelled' } : line,
    )
    .filter((_, n) => n !== 5);
  await readManifest(page, payer.name, `manifest-${key}-next.csv`, next, { saved: true });
  await expect(page.getByText('1 to update · 1 to cancel · 37 unchanged', { exact: true })).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'Update (1)' });
  await expect(page.getByText(/Pickup time: .*9:15 AM → .*8:45 AM/)).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'Cancel (1)' });
  await expect(page.getByText('Cancelled by the broker and its return')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await noAxeViolations(page);
  await shot(page, 'import-next-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Apply 2 trips' }).click();
  await expect(page.getByText('Manifest applied: 0 made, 1 changed, 1 cancelled')).toBeVisible();
  await page.getByRole('link', { name: 'Open the day board' }).click();
  await expect(queue.getByRole('button', { name: /^8:45 AM Harold Jenkins,/ })).toBeVisible();
  await expect(queue.getByRole('button', { name: /Mei Chen,/ })).toHaveCount(0);

  // Job Management finds the cancelled trip by the broker's number, cancelled by the broker.
  const cancelled = next[4]!.TripID;
  const found = await adminApi.get(`/api/jobs?q=${encodeURIComponent(cancelled)}`);
  expect(((await found.json()) as { items: { status: string; cancelReason: string }[] }).items).toEqual([
    expect.objectContaining({ status: 'cancelled', cancelReason: 'broker' }),
  ]);

  await page.goto('/imports');
  await expect(page.getByRole('link', { name: `manifest-${key}-next.csv` })).toBeVisible();
  await noAxeViolations(page);
  await shot(page, 'imports-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'imports-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a broker’s change to a trip a driver has waits for the dispatcher, who accepts it', async ({
  adminPage: page,
  adminApi,
  uninspectedDriver: driver,
}) => {
  const payer = await brokerWithRates(adminApi);
  const key = String(Math.floor(10_000 + Math.random() * 89_999));
  const [there, back] = roundTrip(key, 1, brokerDay(2)).map((l) => ({
    ...l,
    FirstName: 'Walter',
    LastName: 'Kowalski',
  }));
  const post = async (lines: ManifestLine[]) => {
    const made = await adminApi.post('/api/trip-imports', {
      data: manifestUpload(payer.id, `feed-${key}.csv`, manifestCsv(lines)),
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id, rows } = (await made.json()) as { id: string; rows: { jobId: string | null }[] };
    const applied = await adminApi.post(`/api/trip-imports/${id}/apply`, { data: {} });
    expect(applied.ok(), await applied.text()).toBe(true);
    return { id, rows };
  };
  await post([there!, back!]);
  const again = await adminApi.get(`/api/jobs?q=${encodeURIComponent(there!.TripID)}`);
  const [outbound] = ((await again.json()) as { items: { id: string }[] }).items;
  const assigned = await adminApi.put(`/api/jobs/${outbound!.id}/driver`, {
    data: { driverId: driver.id, expectedDriverId: null },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  const { id } = await post([{ ...there!, 'PU Time': '0900' }, back!]);
  await page.goto(`/imports/${id}`);
  const waiting = page.getByRole('region', { name: 'Changes waiting for you' });
  await expect(waiting.getByText('Pickup time: 9:15 AM → 9:00 AM')).toBeVisible();
  await noAxeViolations(page);
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Change accepted');
  await expect(waiting.getByText('Accepted')).toBeVisible();
  const moved = await adminApi.get(`/api/jobs/${outbound!.id}`);
  expect((await moved.json()) as { assignedDriverId: string }).toMatchObject({ assignedDriverId: driver.id });
});
