import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Message } from '@domain/message';
import { sentText } from '@/testing/message';
import { renderWithProviders } from '@/testing/render';
import { MessageEntry } from './message-entry';

/** What the SMS provider reported of a text, under the message (docs/decisions/112-twilio-texts.md). */
const text = sentText();
const entry = (message: Message) =>
  renderWithProviders(
    <ul>
      <MessageEntry message={message} />
    </ul>,
  );

describe('a message’s delivery as the provider reports it', () => {
  it('shows a text not delivered with the provider’s error code, as a problem', () => {
    entry({ ...text, deliveryStatus: 'undelivered', deliveryError: '30003' });
    const line = screen.getByText('The provider reports: Not delivered (error 30003)');
    expect(line.className).toContain('text-danger');
  });

  it('shows a delivered text quietly, and nothing when the provider reports nothing', () => {
    const { unmount } = entry({ ...text, deliveryStatus: 'delivered' });
    expect(screen.getByText('The provider reports: Delivered to the phone').className).toContain('text-muted');
    unmount();
    entry(text);
    expect(screen.queryByText(/The provider reports/)).toBeNull();
  });
});
