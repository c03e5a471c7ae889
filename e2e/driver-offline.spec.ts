import { jobInput } from '../src/server/demo/samples';
import { expectToast, loginThroughForm } from './support/accounts';
import { tag } from './support/api';
import { signAndComplete } from './support/dropoff';
import { expect, test } from './support/fixtures';

interface ProofRead {
  intact: boolean;
  events: Array<{ kind: string; occurredAt: string; hasSignature: boolean; lat: number | null }>;
}

/**
 * A leg worked without signal (docs/decisions/059-steps-without-signal.md): after "Start Job" the phone loses the
 * network; arrival, pickup and the signed drop-off are kept on the phone, shown as waiting, and recorded once
 * each, in order, with the times they were taken, when the connection returns.
 */
test('steps taken offline are kept on the phone and recorded once, in order, at their own times, when the signal returns', async ({
  browser,
  adminApi,
  approvedDriver,
}) => {
  const rider = `Olga Offline ${tag()}`;
  const made = await adminApi.post('/api/jobs', {
    data: jobInput({
      patientName: rider,
      pickupTime: new Date(Date.now() + 6 * 60_000).toISOString(),
      assignedDriverId: approvedDriver.id,
    }),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const proof = async () => (await (await adminApi.get(`/api/jobs/${id}/proof`)).json()) as ProofRead;

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    permissions: ['geolocation'],
    geolocation: { latitude: 39.9526, longitude: -75.1652, accuracy: 9 },
  });
  const page = await phone.newPage();
  await loginThroughForm(page, approvedDriver.username, approvedDriver.password);
  const next = page.getByRole('region', { name: 'Next' });
  await next.getByRole('button', { name: 'Accept Job' }).click();
  await next.getByRole('button', { name: 'Start Job' }).click();
  await expectToast(page, 'Job updated');
  await expect.poll(async () => (await proof()).events.map((e) => e.kind)).toEqual(['start']);
  // The phone has heard the answer too: nothing waits to be sent, and the next step is offered.
  const waitingPanel = page.getByRole('region', { name: /^Waiting to send/ });
  await expect(waitingPanel).toHaveCount(0);
  await expect(next.getByRole('button', { name: 'Arrived at pickup' })).toBeEnabled();

  // The signal goes.
  await phone.setOffline(true);
  const taken: number[] = [];
  taken.push(Date.now());
  await next.getByRole('button', { name: 'Arrived at pickup' }).click();
  await expectToast(page, 'Saved on this phone');
  await expect(waitingPanel).toHaveAccessibleName('Waiting to send (1)');
  await page.waitForTimeout(1_100);
  taken.push(Date.now());
  await next.getByRole('button', { name: 'Rider picked up' }).click();
  await next.getByRole('button', { name: 'Skip' }).click();
  await expect(waitingPanel).toHaveAccessibleName('Waiting to send (2)');
  await page.waitForTimeout(1_100);
  await next.getByRole('button', { name: 'Mark as Complete' }).click();
  taken.push(Date.now());
  await signAndComplete(page);
  await expect(waitingPanel).toHaveAccessibleName('Waiting to send (3)');
  await expect(waitingPanel).toContainText('Rider dropped off');
  // Nothing reached the server meanwhile.
  expect((await proof()).events.map((e) => e.kind)).toEqual(['start']);

  // The signal returns: the three go by themselves, once each, in the order taken, at the times taken.
  const back = Date.now();
  await phone.setOffline(false);
  await expect(waitingPanel).toHaveCount(0, { timeout: 15_000 });
  const record = await proof();
  expect(record.intact).toBe(true);
  expect(record.events.map((e) => e.kind)).toEqual(['start', 'arrival', 'pickup', 'dropoff']);
  const times = record.events.slice(1).map((e) => Date.parse(e.occurredAt));
  for (const [i, at] of times.entries()) {
    expect(at).toBeGreaterThanOrEqual(taken[i]! - 1_000);
    expect(at).toBeLessThan(back);
  }
  expect(times[0]!).toBeLessThan(times[1]!);
  expect(times[1]!).toBeLessThan(times[2]!);
  expect(record.events[1]!.lat).toBeCloseTo(39.9526, 4);
  expect(record.events[3]!.hasSignature).toBe(true);
  await phone.close();
});
