import {
  EVENT_CHANNELS,
  MESSAGE_EVENTS,
  type DeliveryStatus,
  type Message,
  type MessageEvent,
  type MessageTemplate,
  type MessageTemplateInput,
  replyCommand,
  type ReplyOutcome,
} from '../../../domain/message';
import type { CompanyProfile } from '../../../domain/company';
import type { Language } from '../../../domain/language';
import { textablePhone } from '../../../domain/phone';
import type { Database } from '../../db/client';
import { conflict, HttpError, notFound } from '../../errors';
import * as repository from './repository';
import { queueMessages } from './outbox';
import {
  defaultTemplate,
  eventLanguages,
  render,
  sampleFacts,
  templateFields,
  templateKey,
  unknownFields,
  type Rendered,
} from './templates';

/** What an administrator may send again: it failed, its outcome is unknown, or it waited for a provider now configured. */
const RETRYABLE = ['failed', 'unknown', 'held'] as const;

const toMessage = (m: repository.MessageRow): Message => ({
  id: m.id,
  event: m.event,
  channel: m.channel,
  recipient: m.recipient,
  subject: m.subject,
  body: m.body,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  provider: m.provider,
  jobId: m.jobId,
  referralId: m.referralId,
  driverId: m.driverId,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  deliveryStatus: m.deliveryStatus,
  deliveryError: m.deliveryError,
});

/** What was sent to whom about a job, referral or driver, and what became of it; newest first. */
export async function messageHistory(
  db: Database,
  filter: repository.MessageFilter,
  limit: number,
): Promise<Message[]> {
  return (await repository.listMessages(db, filter, limit)).map(toMessage);
}

/** Messages held because no email or SMS provider is configured. */
export async function outbox(db: Database, limit: number): Promise<Message[]> {
  return messageHistory(db, { status: 'held' }, limit);
}

/** An administrator's "Send again": back into the outbox, for the queue to deliver. */
export async function sendAgain(db: Database, id: string): Promise<Message> {
  const row = await repository.requeueMessage(db, id, RETRYABLE);
  if (row) return toMessage(row);
  if (!(await repository.messageExists(db, id))) throw notFound();
  throw conflict('Only a failed, unknown or held message can be sent again');
}

/**
 * What the SMS provider reports of a text it accepted, by its id for it: kept unless an earlier report arrives after
 * a later one. A report of a text this server did not send changes nothing.
 */
export async function deliveryReport(
  db: Database,
  report: { provider: string; providerId: string; status: DeliveryStatus; error: string | null },
): Promise<void> {
  await repository.recordDelivery(db, report);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A reply to the company's texts, as a provider passes it on. */
export interface InboundReply {
  provider: string;
  /** The provider's own id for the reply: a second delivery of the same id acts no more. */
  providerId: string | null;
  from: string;
  body: string;
}

/**
 * What C or X does to the rider's next leg, in the reply's transaction: given by the app's entry, since trips are the
 * jobs module's and it already sends its texts through this one (docs/decisions/113-rider-replies.md).
 */
export type TripReplyAnswer = (
  tx: Tx,
  reply: { phone: string; command: 'confirm' | 'cancel'; replyId: string; now: Date },
) => Promise<{ outcome: ReplyOutcome; jobId: string | null }>;

/**
 * A reply to the company's texts, acted on once (docs/decisions/113-rider-replies.md): STOP and its kin end texts to
 * that number and START brings them back; C confirms and X cancels the number's next ride; anything else is answered
 * with how to reply, at most once an hour.
 */
export async function smsReply(
  db: Database,
  reply: InboundReply,
  answerTrip: TripReplyAnswer,
  now = new Date(),
): Promise<{ optedOut: boolean; outcome: ReplyOutcome }> {
  const phone = textablePhone(reply.from);
  if (!phone) return { optedOut: false, outcome: 'ignored' };
  const command = replyCommand(reply.body);
  return db.transaction(async (tx) => {
    const replyId = await repository.recordReply(tx, { ...reply, phone, command });
    if (!replyId) {
      const outcome = (await repository.replyOutcome(tx, reply.provider, reply.providerId!)) ?? 'ignored';
      return { optedOut: await repository.textsStopped(tx, phone), outcome };
    }
    let result: { outcome: ReplyOutcome; jobId: string | null } = { outcome: 'helped', jobId: null };
    if (command === 'stop') {
      await repository.stopTexts(tx, phone);
      result = { outcome: 'opted_out', jobId: null };
    } else if (command === 'start') {
      await repository.resumeTexts(tx, phone);
      result = { outcome: 'opted_in', jobId: null };
    } else if (command === 'confirm' || command === 'cancel') {
      result = await answerTrip(tx, { phone, command, replyId, now });
    } else {
      await queueMessages(tx, [
        {
          event: 'reply_help',
          channel: 'sms',
          recipient: phone,
          facts: {},
          about: {},
          key: `${phone}:${Math.floor(now.getTime() / 3_600_000)}`,
          anyHour: true,
        },
      ]);
    }
    await repository.settleReply(tx, replyId, result);
    return { optedOut: await repository.textsStopped(tx, phone), outcome: result.outcome };
  });
}

function toTemplate(event: MessageEvent, language: Language, row: repository.TemplateRow | undefined): MessageTemplate {
  const fallback = defaultTemplate(event, language);
  return {
    event,
    language,
    channel: EVENT_CHANNELS[event],
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
    fields: templateFields(event),
    customized: Boolean(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Only a rider's messages have words in Spanish; any other language of an event is not found. */
function checkLanguage(event: MessageEvent, language: Language): void {
  if (!eventLanguages(event).includes(language)) throw notFound();
}

/** A field the event does not offer would be sent as written: refused, naming the fields it may use. */
function checkFields(event: MessageEvent, input: MessageTemplateInput): void {
  const errors: Record<string, string> = {};
  for (const key of ['subject', 'body'] as const) {
    const unknown = unknownFields(event, input[key]);
    if (unknown.length)
      errors[key] = `${unknown.map((f) => `{{${f}}}`).join(', ')} is not a field of this message; use ${templateFields(
        event,
      )
        .map((f) => `{{${f}}}`)
        .join(', ')}`;
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'Please correct the highlighted fields', errors);
}

/** Every message's words in each of its languages: the company's own where it changed them, else the defaults. */
export async function templates(db: Database): Promise<MessageTemplate[]> {
  const rows = new Map((await repository.templateRows(db)).map((r) => [templateKey(r.event, r.language), r]));
  return MESSAGE_EVENTS.flatMap((event) =>
    eventLanguages(event).map((language) => toTemplate(event, language, rows.get(templateKey(event, language)))),
  );
}

export async function saveTemplate(
  db: Database,
  event: MessageEvent,
  language: Language,
  input: MessageTemplateInput,
  userId: string,
): Promise<MessageTemplate> {
  checkLanguage(event, language);
  checkFields(event, input);
  await repository.saveTemplate(db, event, language, { ...input, updatedByUserId: userId });
  return toTemplate(event, language, await repository.templateRow(db, event, language));
}

/** Back to the default words. */
export async function resetTemplate(db: Database, event: MessageEvent, language: Language): Promise<MessageTemplate> {
  checkLanguage(event, language);
  await repository.removeTemplate(db, event, language);
  return toTemplate(event, language, undefined);
}

/** The message as it would read with made-up facts, while the administrator writes it. */
export function previewTemplate(
  event: MessageEvent,
  language: Language,
  input: MessageTemplateInput,
  company: CompanyProfile,
): Rendered {
  checkLanguage(event, language);
  checkFields(event, input);
  return render(event, sampleFacts(event, language) as never, company, input, language);
}
