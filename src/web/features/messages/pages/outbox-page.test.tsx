import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Message } from '@domain/message';
import { sentText } from '@/testing/message';
import { queryKeys } from '@/lib/query-keys';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { OutboxPage } from './outbox-page';

/** The outbox lists the texts the provider could not deliver, to call instead (docs/decisions/112-twilio-texts.md). */
const lost = sentText({
  id: '0b7d3c1e-5a2f-4e9b-8c6d-1f2e3a4b5c6d',
  event: 'trip_reminder',
  recipient: '(215) 555-0133',
  deliveryStatus: 'undelivered',
  deliveryError: '30003',
});
const page = (notDelivered: Message[]) =>
  renderWithProviders(<OutboxPage />, {
    user: sessionUser('admin'),
    cached: [
      [queryKeys.messages.outbox(), []],
      [queryKeys.messages.notDelivered(), notDelivered],
    ],
  });

describe('the outbox', () => {
  it('lists the texts not delivered with what the provider reported', () => {
    page([lost]);
    const list = screen.getByRole('list', { name: 'Texts not delivered' });
    expect(within(list).getByText('(215) 555-0133')).toBeTruthy();
    expect(within(list).getByText('The provider reports: Not delivered (error 30003)')).toBeTruthy();
  });

  it('shows no such list when every text was delivered', () => {
    page([]);
    expect(screen.queryByRole('heading', { name: 'Texts not delivered' })).toBeNull();
    expect(screen.getByText('Nothing is waiting: every message has been sent.')).toBeTruthy();
  });
});
