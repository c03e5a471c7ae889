import { z } from 'zod';
import { instant } from './wire-formats';

/**
 * Messages to people outside the portal (docs/decisions/065-notifications.md): each is written to the outbox in
 * the same transaction as the change that causes it, then delivered by the job queue.
 */
export const MESSAGE_EVENTS = [
  'referral_received',
  'trip_scheduled',
  'trip_changed',
  'trip_cancelled',
  'trip_reminder',
  'driver_on_the_way',
  'trip_completed',
  'driver_assigned',
  'application_received',
  'application_approved',
  'application_rejected',
  'credential_expiring',
  'credential_expired',
  'invoice_sent',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  referral_received: 'Referral received',
  trip_scheduled: 'Trip scheduled',
  trip_changed: 'Trip changed',
  trip_cancelled: 'Trip cancelled',
  trip_reminder: 'Day-before reminder',
  driver_on_the_way: 'Driver on the way',
  trip_completed: 'Trip completed',
  driver_assigned: 'New assignment',
  application_received: 'Application received',
  application_approved: 'Application approved',
  application_rejected: 'Application not approved',
  credential_expiring: 'Credential expiring',
  credential_expired: 'Credential expired',
  invoice_sent: 'Invoice sent',
};

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: waiting for the queue; sending: handed to the provider, answer not recorded yet; sent: the provider
 * accepted it; held: no provider is configured, so it waits in the outbox for an administrator to read; failed:
 * retries used up or refused for good; suppressed: not sent on purpose (STOP, no address);
 * unknown: a previous attempt may have gone out and the provider cannot say, so it is not sent again by itself.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'held', 'failed', 'suppressed', 'unknown'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  held: 'In the outbox (no provider configured)',
  failed: 'Failed',
  suppressed: 'Not sent',
  unknown: 'Outcome unknown',
};

export const messageResponse = z
  .object({
    id: z.guid(),
    event: z.enum(MESSAGE_EVENTS),
    channel: z.enum(MESSAGE_CHANNELS),
    recipient: z.string().describe('The email address or phone number'),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    provider: z.string().nullable().describe('What delivered it: smtp, the SMS gateway, or the outbox when none is configured'),
    jobId: z.guid().nullable(),
    referralId: z.guid().nullable(),
    driverId: z.guid().nullable(),
    createdAt: instant,
    sentAt: instant.nullable(),
  })
  .describe('A message to someone outside the portal, and what became of it');
export type Message = z.infer<typeof messageResponse>;

export const messageListQuery = z
  .object({
    jobId: z.uuid({ error: 'Not found' }).optional(),
    referralId: z.uuid({ error: 'Not found' }).optional(),
    driverId: z.uuid({ error: 'Not found' }).optional(),
    status: z.enum(MESSAGE_STATUSES, { error: 'Choose a status' }).optional(),
  })
  .strict();
