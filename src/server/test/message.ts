import type { Database } from '../db/client';
import { messages } from '../db/schema';

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
