import { z } from 'zod';
import { LANGUAGES } from './language';
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
  'trip_confirmed',
  'return_offer',
  'reply_help',
  'reply_no_trip',
  'reply_too_late',
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
  trip_confirmed: 'Answer: ride confirmed',
  return_offer: 'Answer: ride home still booked',
  reply_help: 'Answer: how to reply',
  reply_no_trip: 'Answer: no ride to confirm or cancel',
  reply_too_late: 'Answer: too late to cancel by text',
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

/**
 * What an SMS provider reports of a text after accepting it, in the order it happens: a later report never moves a
 * text back (reports can arrive out of order).
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Waiting at the provider',
  sending: 'Being sent by the provider',
  sent: 'Handed to the phone company',
  delivered: 'Delivered to the phone',
  undelivered: 'Not delivered',
  failed: 'Failed at the provider',
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
    provider: z
      .string()
      .nullable()
      .describe('What delivered it: smtp, the SMS gateway, or the outbox when none is configured'),
    jobId: z.guid().nullable(),
    referralId: z.guid().nullable(),
    driverId: z.guid().nullable(),
    createdAt: instant,
    sentAt: instant.nullable(),
    deliveryStatus: z
      .enum(DELIVERY_STATUSES)
      .nullable()
      .describe("What the SMS provider last reported of the text's delivery, when it reports it"),
    deliveryError: z.string().nullable().describe("The provider's error code when it could not deliver"),
  })
  .describe('A message to someone outside the portal, and what became of it');
export type Message = z.infer<typeof messageResponse>;

export const messageListQuery = z
  .object({
    jobId: z.uuid({ error: 'Not found' }).optional(),
    referralId: z.uuid({ error: 'Not found' }).optional(),
    driverId: z.uuid({ error: 'Not found' }).optional(),
    status: z.enum(MESSAGE_STATUSES, { error: 'Choose a status' }).optional(),
    delivery: z
      .enum(['not_delivered'], { error: 'Choose not_delivered' })
      .optional()
      .describe('not_delivered: the texts the SMS provider reported as undelivered or failed'),
  })
  .strict();

/**
 * The texts a rider gets about a trip: a rider whose record says so has a copy of each sent to their alternate
 * contact (a caregiver), docs/decisions/111-caregiver-copies.md.
 */
export const RIDER_TRIP_EVENTS: readonly MessageEvent[] = [
  'trip_scheduled',
  'trip_changed',
  'trip_cancelled',
  'trip_reminder',
  'driver_on_the_way',
];

/** The messages a rider (or their caregiver) reads: written in the rider's language, docs/decisions/114-rider-language.md. */
export const RIDER_EVENTS: readonly MessageEvent[] = [
  ...RIDER_TRIP_EVENTS,
  'trip_confirmed',
  'return_offer',
  'reply_help',
  'reply_no_trip',
  'reply_too_late',
];

/** How each event reaches its recipient: a text to riders and drivers on the road, email otherwise. */
export const EVENT_CHANNELS: Record<MessageEvent, MessageChannel> = {
  referral_received: 'email',
  trip_scheduled: 'sms',
  trip_changed: 'sms',
  trip_cancelled: 'sms',
  trip_reminder: 'sms',
  driver_on_the_way: 'sms',
  trip_completed: 'email',
  driver_assigned: 'sms',
  application_received: 'email',
  application_approved: 'email',
  application_rejected: 'email',
  credential_expiring: 'email',
  credential_expired: 'email',
  invoice_sent: 'email',
  trip_confirmed: 'sms',
  return_offer: 'sms',
  reply_help: 'sms',
  reply_no_trip: 'sms',
  reply_too_late: 'sms',
};

/**
 * What a reply to the company's texts is read as (docs/decisions/113-rider-replies.md): STOP and START as the
 * carriers define them, C to confirm the next ride, X to cancel it, and anything else.
 */
export const REPLY_COMMANDS = ['stop', 'start', 'confirm', 'cancel', 'other'] as const;
export type ReplyCommand = (typeof REPLY_COMMANDS)[number];

const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const START_WORDS = ['START', 'UNSTOP', 'YES'];

/** The command a reply's words are: one word, any case, trailing punctuation ignored. */
export function replyCommand(body: string): ReplyCommand {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  if (STOP_WORDS.includes(word)) return 'stop';
  if (START_WORDS.includes(word)) return 'start';
  if (word === 'C') return 'confirm';
  if (word === 'X') return 'cancel';
  return 'other';
}

/**
 * What became of a reply: confirmed or cancelled the rider's next leg; too_late when that leg is already under way;
 * no_trip when the number has no leg to act on; helped when it was not a command; opted_out and opted_in for STOP and
 * START; ignored when the number is not a textable one.
 */
export const REPLY_OUTCOMES = [
  'confirmed',
  'cancelled',
  'too_late',
  'no_trip',
  'helped',
  'opted_out',
  'opted_in',
  'ignored',
] as const;
export type ReplyOutcome = (typeof REPLY_OUTCOMES)[number];

/** PUT /api/message-templates/{event} and its preview: an administrator's own words, with {{field}} for what changes. */
export const messageTemplateInput = z
  .object({
    subject: z
      .string({ error: 'Enter a subject' })
      .trim()
      .min(1, 'Enter a subject')
      .max(200, 'Subject must be at most 200 characters'),
    body: z
      .string({ error: 'Enter the message' })
      .trim()
      .min(1, 'Enter the message')
      .max(1600, 'The message must be at most 1600 characters'),
  })
  .strict();
export type MessageTemplateInput = z.infer<typeof messageTemplateInput>;

export const messageTemplateResponse = z
  .object({
    event: z.enum(MESSAGE_EVENTS),
    language: z.enum(LANGUAGES).describe("The rider's language these words are for; other messages are in English"),
    channel: z.enum(MESSAGE_CHANNELS),
    subject: z.string().describe('Used for email; a text has no subject'),
    body: z.string(),
    defaultSubject: z.string(),
    defaultBody: z.string(),
    fields: z.array(z.string()).describe('The {{fields}} this template may use'),
    customized: z.boolean().describe("Whether an administrator's words replace the default"),
    updatedAt: instant.nullable(),
  })
  .describe("An event's message template");
export type MessageTemplate = z.infer<typeof messageTemplateResponse>;

export const templatePreviewResponse = z
  .object({ subject: z.string(), body: z.string() })
  .describe('The template filled in with made-up facts');
