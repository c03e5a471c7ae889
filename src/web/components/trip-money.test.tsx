import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TripMoney as TripMoneyAnswer } from '@domain/invoice';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { TripMoney, tripMoneyCopy as copy, tripMoneyKey } from './trip-money';

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const JOB = '6c9f2d8b-4e3a-4f7b-8c2d-1e3f4a5b6c7d';
const show = (answer: TripMoneyAnswer) =>
  renderWithProviders(<TripMoney jobId={JOB} />, { user: sessionUser('admin'), cached: [[tripMoneyKey(JOB), answer]] });
const value = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition').textContent;

describe("A trip's billing and pay", () => {
  it('shows the claim billed, the driver pay and the margin, with the invoice it is on', async () => {
    show({
      driverPay: '30.00',
      billed: '78.73',
      billedFrom: 'invoice',
      invoiceId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      invoiceNumber: 'INV-000042',
      margin: '48.73',
    });
    await screen.findByText(copy.heading);
    expect(value(copy.billed)).toBe('$78.73 on INV-000042');
    expect(screen.getByRole('link', { name: 'on INV-000042' }).getAttribute('href')).toBe(
      '/billing/invoices/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    );
    expect(value(copy.driverPay)).toBe('$30.00');
    expect(value(copy.margin)).toBe('$48.73');
  });

  it('says when the price is not yet invoiced, marks a loss, and shows no margin without a price', async () => {
    const { unmount } = show({
      driverPay: '90.00',
      billed: '55.00',
      billedFrom: 'price',
      invoiceId: null,
      invoiceNumber: null,
      margin: '-35.00',
    });
    await screen.findByText(copy.heading);
    expect(value(copy.billed)).toBe(`$55.00 ${copy.priceNow}`);
    expect(screen.getByText('-$35.00').className).toContain('text-red-800');
    unmount();
    show({ driverPay: '90.00', billed: null, billedFrom: null, invoiceId: null, invoiceNumber: null, margin: null });
    await screen.findByText(copy.noPrice);
    expect(value(copy.margin)).toBe('—');
  });
});
