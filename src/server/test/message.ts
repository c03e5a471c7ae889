import type { Database } from '../db/client';
import { messages } from '../db/schema';
import type { MessageDraft } from '../modules/notifications/outbox';

/** A driver's "new trip" text to `phone`, one of a kind by `key`, allowed at any hour: what a delivery test sends. */
export const textTo = (phone: string, key: string): MessageDraft<'driver_assigned'> => ({
  event: 'driver_assigned',
  channel: 'sms',
  recipient: phone,
  facts: { day: 'Tue, Dec 1', pickupTime: '9:30 AM' },
  about: {},
  key,
  anyHour: true,
});

/** A text the gateway refused for good, as the delivery leaves it: an administrator may send it again. */
export async function failedMessage(db: Database): Promise<{ id: string }> {
  const [row] = await db
    .insert(messages)
    .values({
      event: 'driver_assigned',
      dedupeKey: `driver_assigned:test-${crypto.randomUUID()}`,
      channel: 'sms',
      recipient: '(215) 555-0142',
      body: 'Keystone Medical Transport: you have a new trip on Tue, Dec 1, pickup 9:30 AM.',
      status: 'failed',
      attempts: 1,
      lastError: 'The SMS gateway refused it (400)',
      provider: 'sms_gateway',
      enqueuedAt: new Date(),
    })
    .returning({ id: messages.id });
  return row!;
}
