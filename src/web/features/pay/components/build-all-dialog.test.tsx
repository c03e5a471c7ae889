import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { payKeys } from '../api/pay-keys';
import { allDriversCopy as copy } from '../content';
import { BuildAllDialog, unpaidPeriod } from './build-all-dialog';

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const PERIOD = { periodFrom: '2026-11-16', periodTo: '2026-11-29' };

describe('Build for all drivers', () => {
  it('shows the drivers, trips and amount for the period before building, then builds for that period', async () => {
    const { user } = renderWithProviders(<BuildAllDialog open onClose={vi.fn()} />, {
      user: sessionUser('admin'),
      cached: [
        [
          payKeys.unpaid(PERIOD),
          {
            drivers: [
              {
                driverId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
                driverName: 'Ruth Adler',
                tripCount: 3,
                total: '127.50',
              },
              {
                driverId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
                driverName: 'Jordan Lee',
                tripCount: 1,
                total: '42.50',
              },
            ],
            tripCount: 4,
            total: '170.00',
          },
        ],
      ],
    });
    await screen.findByRole('dialog', { name: copy.title });
    await user.clear(screen.getByLabelText(copy.periodFrom));
    await user.type(screen.getByLabelText(copy.periodFrom), PERIOD.periodFrom);
    await user.clear(screen.getByLabelText(copy.periodTo));
    await user.type(screen.getByLabelText(copy.periodTo), PERIOD.periodTo);
    expect(await screen.findByText(copy.summary(2, 4, '$170.00'))).toBeTruthy();
    expect(screen.getByText('Ruth Adler')).toBeTruthy();
    expect(screen.getByText('$127.50')).toBeTruthy();
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: copy.submit }));
    const sent = await network.waitForRequest(
      (request) => request.method === 'POST' && request.path === '/api/pay-statements/all',
    );
    expect(jsonBody(sent)).toEqual(PERIOD);
  });

  it('asks about a period only when both days are real and in order', () => {
    expect(unpaidPeriod(PERIOD)).toEqual(PERIOD);
    expect(unpaidPeriod({ periodFrom: '2026-11-29', periodTo: '2026-11-16' })).toBeNull();
    expect(unpaidPeriod({ periodFrom: '2026-02-30', periodTo: '2026-03-02' })).toBeNull();
  });
});
