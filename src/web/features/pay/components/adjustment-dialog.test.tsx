import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { payCopy } from '@/content/pay';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { AdjustmentDialog } from './adjustment-dialog';

const copy = payCopy.adjustmentForm;
const statementId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42';
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

describe('Add adjustment', () => {
  it('sends the same Idempotency-Key when the adjustment is sent again after a lost answer, and a new one for the next opening', async () => {
    const dialog = (open: boolean) => <AdjustmentDialog statementId={statementId} open={open} onClose={vi.fn()} />;
    const { user, rerender } = renderWithProviders(dialog(true), {
      user: sessionUser('admin'),
      path: `/pay/${statementId}`,
    });
    const adds = () =>
      network.requests.filter(
        (request) => request.method === 'POST' && request.path === `/api/pay-statements/${statementId}/adjustments`,
      );
    const keyOf = (n: number) => adds()[n]!.headers['idempotency-key'];
    const add = async (description: string, amount: string) => {
      await user.type(await screen.findByLabelText(copy.descriptionLabel), description);
      await user.type(screen.getByLabelText(copy.amount), amount);
      await user.click(screen.getByRole('button', { name: copy.submit }));
    };

    await add('Turnpike toll repaid', '6.40');
    await waitFor(() => expect(adds()).toHaveLength(1));
    expect(jsonBody(adds()[0]!)).toEqual({ description: 'Turnpike toll repaid', amount: '6.40' });
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    // The answer is lost (the server may have added it): pressed again, the same key lets it count once.
    network.dropHeld();
    expect(await screen.findByRole('button', { name: copy.submit })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(adds()).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));

    // Closed and opened again: another adjustment, another key.
    network.dropHeld();
    rerender(dialog(false));
    rerender(dialog(true));
    await add('Fuel advance recovered', '-25.00');
    await waitFor(() => expect(adds()).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});
