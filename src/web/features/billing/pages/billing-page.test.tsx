import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Aging } from '@domain/invoice';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { invoiceKeys } from '../api/keys';
import { billingCopy } from '../content';
import { BillingPage } from './billing-page';

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const MUTUAL = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const amounts = { days0to30: '0.00', days31to60: '412.50', days61to90: '0.00', over90: '0.00', total: '412.50' };
const AGING: Aging = {
  asOf: '2026-11-20',
  payers: [{ payerId: MUTUAL, payerName: 'Commonwealth Mutual', invoiceCount: 1, ...amounts }],
  totals: amounts,
};

describe('Billing, aging', () => {
  it("opens a payer's bucket as the list of the invoices it adds up, and back to all of them", async () => {
    const { user } = renderWithProviders(<BillingPage />, {
      user: sessionUser('admin'),
      path: '/billing?tab=aging&asOf=2026-11-20',
      cached: [[invoiceKeys.aging('2026-11-20'), AGING]],
    });
    // A link per amount owed (the desk table's and the phone card's); nothing to open where nothing is owed.
    const links = await screen.findAllByRole('link', {
      name: "$412.50: List Commonwealth Mutual's invoices owed 31–60 days",
    });
    expect(links.length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: /owed 0–30 days/ })).toEqual([]);
    expect(
      screen.getAllByRole('link', { name: "$412.50: List all payers' invoices owed 31–60 days" }).length,
    ).toBeGreaterThan(0);

    await user.click(links[0]!);
    expect(await screen.findByText(billingCopy.aging.filtered('31–60 days', 'Nov 20, 2026'))).toBeTruthy();
    const asked = await network.waitForRequest((request) => request.path.startsWith('/api/invoices?'));
    const query = new URLSearchParams(asked.path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ payerId: MUTUAL, aging: 'days31to60', asOf: '2026-11-20' });

    await user.click(screen.getByRole('button', { name: billingCopy.aging.showAll }));
    expect(screen.queryByText(billingCopy.aging.filtered('31–60 days', 'Nov 20, 2026'))).toBeNull();
    await network.waitForRequest((request) => request.path === `/api/invoices?payerId=${MUTUAL}`);
  });
});
