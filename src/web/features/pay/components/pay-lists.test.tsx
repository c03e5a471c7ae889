import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Page } from '@domain/page';
import type { PayStatementSummary } from '@domain/pay-statement';
import { dashboardText } from '@/content/dashboard';
import { payCopy } from '@/content/pay';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { payKeys } from '../api/pay-keys';
import { PayStatementsPage } from '../pages/pay-statements-page';
import { MyPayStatements } from './my-pay-statements';

// The pay lists are paged on the server (docs/decisions/035-paginated-lists.md): the first page is already held,
// and "Load more" asks for the page after it with the cursor the server gave.
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const statement = (n: number, overrides: Partial<PayStatementSummary> = {}): PayStatementSummary => ({
  id: `0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4${n}`,
  number: `PAY-00000${n}`,
  driverId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  driverName: 'Ruth Adler',
  periodFrom: '2026-11-23',
  periodTo: '2026-11-29',
  status: 'issued',
  total: `${n}0.00`,
  dueOn: '2026-12-15',
  issuedAt: '2026-11-30T15:00:00.000Z',
  paidOn: null,
  voidedAt: null,
  createdAt: '2026-11-30T14:00:00.000Z',
  ...overrides,
});
const held = (...pages: Page<PayStatementSummary>[]) => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i}`)),
});
const loadMore = () => screen.getByRole('button', { name: dashboardText.list.loadMore });

describe("the driver's pay statements", () => {
  it('shows the pages held, and "Load more" asks for the next one with its cursor', async () => {
    const { user } = renderWithProviders(<MyPayStatements />, {
      user: sessionUser('driver'),
      path: '/driver-portal',
      cached: [[payKeys.mine(), held({ items: [statement(2), statement(1)], nextCursor: 'next+page/1' })]],
    });
    const list = screen.getByRole('list', { name: payCopy.mine.heading });
    expect(
      within(list)
        .getAllByTestId('my-pay-total')
        .map((total) => total.textContent),
    ).toEqual(['$20.00', '$10.00']);
    await user.click(loadMore());
    const sent = await network.waitForRequest((request) => request.path.startsWith('/api/drivers/me/pay-statements'));
    expect(sent.path).toBe(`/api/drivers/me/pay-statements?cursor=${encodeURIComponent('next+page/1')}`);
    expect(await screen.findByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);
  });

  it('offers no "Load more" on the last page', () => {
    renderWithProviders(<MyPayStatements />, {
      user: sessionUser('driver'),
      path: '/driver-portal',
      cached: [[payKeys.mine(), held({ items: [statement(1)], nextCursor: null })]],
    });
    expect(screen.getAllByTestId('my-pay-total')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: dashboardText.list.loadMore })).toBeNull();
  });
});

describe("the administrator's pay statements", () => {
  it('lists every page held, and "Load more" asks for the next one with its cursor', async () => {
    const { user } = renderWithProviders(<PayStatementsPage />, {
      user: sessionUser('admin'),
      path: '/pay',
      cached: [
        [
          payKeys.list({ status: undefined }),
          held({ items: [statement(3)], nextCursor: 'c1' }, { items: [statement(2)], nextCursor: 'c2' }),
        ],
      ],
    });
    const table = screen.getByRole('table', { name: payCopy.heading });
    expect(within(table).getByRole('link', { name: 'PAY-000003' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'PAY-000002' })).toBeTruthy();
    await user.click(loadMore());
    const sent = await network.waitForRequest((request) => request.path.startsWith('/api/pay-statements'));
    expect(sent.path).toBe('/api/pay-statements?cursor=c2');
  });
});
