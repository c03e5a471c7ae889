import type { Message } from '@domain/message';

/** A text the SMS provider accepted, as the messages API answers it; tests override what they are about. */
export const sentText = (overrides: Partial<Message> = {}): Message => ({
  id: '6f1c2a4e-9b3d-4e8f-a1c7-2d5e8b9f0a13',
  event: 'driver_on_the_way',
  channel: 'sms',
  recipient: '(215) 555-0142',
  subject: null,
  body: 'Hi Ruth, your driver is on the way.',
  status: 'sent',
  attempts: 1,
  lastError: null,
  provider: 'twilio',
  jobId: null,
  referralId: null,
  driverId: null,
  createdAt: '2026-11-29T14:00:00.000Z',
  sentAt: '2026-11-29T14:00:02.000Z',
  deliveryStatus: null,
  deliveryError: null,
  ...overrides,
});
