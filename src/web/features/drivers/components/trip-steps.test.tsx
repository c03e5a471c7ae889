// happy-dom has no IndexedDB, where the phone keeps its steps; this is the standard in-memory one.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { myJobsCopy as copy } from '@/content/my-jobs';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { driverJob } from '@/testing/driver-job';
import { renderWithProviders, sessionUser } from '@/testing/render';
import type { DriverJob } from '../api/get-driver-jobs';
import { forgetAllSteps, queuedSteps } from '../lib/step-queue';
import { StepQueueProvider } from './step-queue-provider';
import { TripSteps } from './trip-steps';

let network: UnreliableNetwork | undefined;
afterEach(() => network?.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const underWay = (overrides: Partial<DriverJob> = {}): DriverJob =>
  driverJob({ pickupTime: minutesAgo(2), dropoffTime: minutesAgo(-40), status: 'in_progress', ...overrides });

const render = (job: DriverJob) =>
  renderWithProviders(
    <StepQueueProvider>
      <TripSteps job={job} busy={false} />
    </StepQueueProvider>,
    { user: sessionUser('driver'), path: '/driver-portal' },
  );

describe("the driver's steps in a trip under way", () => {
  it('starts with the arrival, one large button; without signal the step stays on the phone under its own key', async () => {
    network = await startUnreliableNetwork('drop');
    const { user } = render(underWay());
    const arrived = screen.getByRole('button', { name: copy.steps.arrived });
    expect(screen.queryByRole('button', { name: copy.steps.noShow })).toBeNull();
    await user.click(arrived);
    const sent = await network.waitForRequest((request) => request.method === 'POST');
    expect(sent.path).toBe('/api/jobs/3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d/proof/arrival');
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(copy.queue.saved)).toBeTruthy();
    const kept = await queuedSteps();
    expect(kept.map((s) => [s.jobId, s.step, s.id])).toEqual([
      ['3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d', 'arrival', sent.headers['idempotency-key']],
    ]);
    await forgetAllSteps();
  });

  it('on a weak signal the driver waits a moment, not for the answer: told the step is saved, ready for the next', async () => {
    network = await startUnreliableNetwork('stall');
    const { user } = renderWithProviders(
      <StepQueueProvider answerWaitMs={300}>
        <TripSteps job={underWay()} busy={false} />
      </StepQueueProvider>,
      { user: sessionUser('driver'), path: '/driver-portal' },
    );
    const arrived = screen.getByRole('button', { name: copy.steps.arrived });
    await user.click(arrived);
    const sent = await network.waitForRequest((request) => request.method === 'POST');
    expect(sent.path).toBe('/api/jobs/3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d/proof/arrival');
    expect(await screen.findByText(copy.queue.savedSlowLead)).toBeTruthy();
    await waitFor(() => expect(arrived).toHaveProperty('disabled', false));
    // Still on the phone while the send is unanswered, under the key it went with.
    expect((await queuedSteps()).map((s) => s.id)).toEqual([sent.headers['idempotency-key']]);
    network.dropHeld();
    await forgetAllSteps();
  });

  it('holds the no-show until ten minutes after the later of arrival and pickup, counting down', async () => {
    render(underWay({ arrivedAt: minutesAgo(1) }));
    expect(screen.getByRole('button', { name: copy.steps.noShow })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: copy.steps.pickedUp })).toHaveProperty('disabled', false);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^No-show allowed in (9:0\d|8:5\d)$/);
    const first = timer.textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(first), { timeout: 3000 });
  });

  it('offers the no-show once the wait has passed, and asks before sending it', async () => {
    network = await startUnreliableNetwork('drop');
    const { user } = render(underWay({ pickupTime: minutesAgo(15), arrivedAt: minutesAgo(11) }));
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.steps.noShow }));
    expect(await screen.findByRole('alertdialog', { name: copy.steps.noShowTitle })).toBeTruthy();
    // Only the company's policies were read: nothing is recorded until the driver confirms.
    expect(network.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('asks the odometer once the rider is on board, and sends it with the pickup at the moment first tapped', async () => {
    network = await startUnreliableNetwork('drop');
    // Where the phone is at the van's door (the phone's location service is outside the product).
    const geolocation = {
      getCurrentPosition: (found: PositionCallback) =>
        found({ coords: { latitude: 39.9527, longitude: -75.1651, accuracy: 7 } } as GeolocationPosition),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'geolocation'));
    const { user } = render(underWay({ arrivedAt: minutesAgo(5) }));
    const tapped = Date.now();
    await user.click(screen.getByRole('button', { name: copy.steps.pickedUp }));
    // Asked, not yet sent: a large number field and two large buttons, the rider's no-show out of reach meanwhile.
    const odometer = screen.getByRole('textbox', { name: copy.steps.pickupOdometer });
    expect(odometer.getAttribute('inputmode')).toBe('decimal');
    expect(document.activeElement).toBe(odometer);
    expect(screen.queryByRole('button', { name: copy.steps.noShow })).toBeNull();
    for (const name of [copy.steps.recordPickup, copy.steps.skipOdometer])
      expect(screen.getByRole('button', { name }).className).toContain('min-h-14');
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);

    // Nothing typed is not a reading: the driver is told to enter it or skip, and nothing is sent.
    await user.click(screen.getByRole('button', { name: copy.steps.recordPickup }));
    expect(screen.getByText(copy.steps.needPickupOdometer)).toBeTruthy();
    await user.type(odometer, '48210.4');
    await user.click(screen.getByRole('button', { name: copy.steps.recordPickup }));
    const sent = await network.waitForRequest((request) => request.method === 'POST');
    expect(sent.path).toBe('/api/jobs/3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d/proof/pickup');
    const body = JSON.parse(sent.body) as { at: string; odometer?: number };
    expect(body).toMatchObject({ odometer: 48210.4, lat: 39.9527, lng: -75.1651, accuracyMeters: 7 });
    expect(Date.parse(body.at)).toBeGreaterThanOrEqual(tapped - 1);
    expect(Date.parse(body.at)).toBeLessThanOrEqual(tapped + 1000);
    // Without signal it stays on the phone, with its reading, like every step.
    expect(await screen.findByText(copy.queue.saved)).toBeTruthy();
    expect((await queuedSteps()).map((s) => [s.step, s.body.odometer])).toEqual([['pickup', 48210.4]]);
    await forgetAllSteps();
  });

  it('lets a driver who cannot read the odometer go on with one tap on Skip', async () => {
    network = await startUnreliableNetwork('drop');
    const { user } = render(underWay({ arrivedAt: minutesAgo(5) }));
    await user.click(screen.getByRole('button', { name: copy.steps.pickedUp }));
    await user.click(screen.getByRole('button', { name: copy.steps.skipOdometer }));
    const sent = await network.waitForRequest((request) => request.method === 'POST');
    expect(sent.path).toBe('/api/jobs/3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d/proof/pickup');
    expect(JSON.parse(sent.body)).not.toHaveProperty('odometer');
    await screen.findByText(copy.queue.saved);
    await forgetAllSteps();
  });

  it('shows nothing more once the rider is on board: completing is the card’s own button', () => {
    const { container } = render(underWay({ arrivedAt: minutesAgo(5), pickedUpAt: minutesAgo(1) }));
    expect(container.textContent).toBe('');
  });
});
