import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Invoice } from '@domain/invoice';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { billingCopy } from '../content';
import { PaymentDialog } from './payment-dialog';

const copy = billingCopy.payment;
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const invoice = { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', number: 'INV-000042', balance: '157.46' } as Invoice;

describe('Record payment', () => {
  it('refuses a fraction of a cent under the amount, and sends the amount as typed with the method and reference', async () => {
    const { user } = renderWithProviders(
      <PaymentDialog invoice={invoice} open today="2026-11-26" onClose={vi.fn()} />,
      { user: sessionUser('admin'), path: `/billing/invoices/${invoice.id}` },
    );
    const dialog = await screen.findByRole('dialog', { name: `${copy.title}: INV-000042` });
    expect(dialog.textContent).toContain('The balance is $157.46.');
    expect(screen.getByLabelText(copy.receivedOn)).toHaveProperty('value', '2026-11-26');

    await user.type(screen.getByLabelText(copy.amount), '60.005');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() =>
      expect(errorUnderField(copy.amount)).toBe('Enter the amount received in dollars, such as 120.50'),
    );
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText(copy.amount));
    await user.type(screen.getByLabelText(copy.amount), '60.00');
    await user.selectOptions(screen.getByLabelText(copy.method), 'eft');
    await user.type(screen.getByLabelText(copy.reference), 'REM-1187');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    const sent = await network.waitForRequest(
      (request) => request.method === 'POST' && request.path === `/api/invoices/${invoice.id}/payments`,
    );
    expect(jsonBody(sent)).toEqual({ amount: '60.00', receivedOn: '2026-11-26', method: 'eft', reference: 'REM-1187' });
    expect(await screen.findByRole('button', { name: copy.submitting })).toHaveProperty('disabled', true);
  });

  it('offers no day after today for "Received on"', async () => {
    renderWithProviders(<PaymentDialog invoice={invoice} open today="2026-11-26" onClose={vi.fn()} />, {
      user: sessionUser('admin'),
      path: `/billing/invoices/${invoice.id}`,
    });
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(copy.receivedOn)).toHaveProperty('max', '2026-11-26');
  });

  it('sends the same Idempotency-Key when the payment is sent again after a lost answer, and a new one for the next opening', async () => {
    const dialog = (open: boolean) => (
      <PaymentDialog invoice={invoice} open={open} today="2026-11-26" onClose={vi.fn()} />
    );
    const { user, rerender } = renderWithProviders(dialog(true), {
      user: sessionUser('admin'),
      path: `/billing/invoices/${invoice.id}`,
    });
    const payments = () =>
      network.requests.filter(
        (request) => request.method === 'POST' && request.path === `/api/invoices/${invoice.id}/payments`,
      );
    const keyOf = (n: number) => payments()[n]!.headers['idempotency-key'];
    const record = async (amount: string) => {
      await user.clear(await screen.findByLabelText(copy.amount));
      await user.type(screen.getByLabelText(copy.amount), amount);
      await user.click(screen.getByRole('button', { name: copy.submit }));
    };

    await record('60.00');
    await waitFor(() => expect(payments()).toHaveLength(1));
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    // The answer is lost (the server may have recorded it): pressed again, the same key lets it record the payment once.
    network.dropHeld();
    expect(await screen.findByRole('button', { name: copy.submit })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(payments()).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));

    // Closed and opened again: another payment, another key.
    network.dropHeld();
    rerender(dialog(false));
    rerender(dialog(true));
    await record('25.00');
    await waitFor(() => expect(payments()).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});
