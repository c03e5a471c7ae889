import { describe, expect, it } from 'vitest';
import { availableActions } from './invoice-actions';

describe('what the invoice page offers', () => {
  it('sends or voids a draft; pays, denies or voids a sent invoice while nothing is paid on it; pays or voids a denied one', () => {
    expect(availableActions({ status: 'draft', payments: [] })).toEqual(['send', 'void']);
    expect(availableActions({ status: 'sent', payments: [] })).toEqual(['payment', 'deny', 'void']);
    expect(availableActions({ status: 'denied', payments: [] })).toEqual(['payment', 'void']);
  });
  it('no longer voids once money came in, and offers nothing on a paid or void invoice', () => {
    const payment = {
      id: 'p',
      amount: '10.00',
      receivedOn: '2026-11-20',
      method: 'check' as const,
      reference: null,
      createdAt: '2026-11-20T15:00:00.000Z',
    };
    expect(availableActions({ status: 'sent', payments: [payment] })).toEqual(['payment', 'deny']);
    expect(availableActions({ status: 'partially_paid', payments: [payment] })).toEqual(['payment', 'deny']);
    expect(availableActions({ status: 'denied', payments: [payment] })).toEqual(['payment']);
    for (const status of ['paid', 'void'] as const) expect(availableActions({ status, payments: [] })).toEqual([]);
  });
});
