import type { Language } from '../../../domain/language';
import { RIDER_EVENTS, RIDER_TRIP_EVENTS, type MessageChannel, type MessageEvent } from '../../../domain/message';
import { DEFAULT_COMPANY, type CompanyProfile } from '../../../domain/company';
import type { Database } from '../../db/client';
import { insertMessages, ownTemplates } from './outbox-repository';
import { caregiverPhones, languagesOfLegs, languageOfPhone } from './recipients-repository';
import { render, templateKey, type TemplateFacts } from './templates';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

let messageCompany: CompanyProfile = DEFAULT_COMPANY;

/** The company profile messages are written with: the server's configuration, set once at start-up. */
export function useMessageCompany(company: CompanyProfile): void {
  messageCompany = company;
}

export const messageCompanyProfile = (): CompanyProfile => messageCompany;

export interface MessageDraft<E extends MessageEvent = MessageEvent> {
  event: E;
  channel: MessageChannel;
  recipient: string;
  /** A rider's facts are written in the rider's language: given as a function of it, called once it is known. */
  facts: TemplateFacts[E] | ((language: Language) => TemplateFacts[E]);
  /** The record and what makes this message one of a kind for it: the same key is never queued twice. */
  about: { jobId?: string; referralId?: string; driverId?: string };
  key: string;
  /** An SMS about a trip that day, which may go out in quiet hours. */
  anyHour?: boolean;
}

/**
 * The same texts for the caregivers of riders who asked for copies (docs/decisions/111-caregiver-copies.md): one more
 * message each, to the caregiver's phone, kept apart from the rider's by its recipient.
 */
async function caregiverCopies(tx: Tx | Database, drafts: readonly MessageDraft[]): Promise<MessageDraft[]> {
  const riderTexts = drafts.filter((d) => d.channel === 'sms' && d.about.jobId && RIDER_TRIP_EVENTS.includes(d.event));
  const phones = await caregiverPhones(tx, [...new Set(riderTexts.map((d) => d.about.jobId!))]);
  return riderTexts.flatMap((d) => {
    const phone = phones.get(d.about.jobId!);
    return phone && phone !== d.recipient ? [{ ...d, recipient: phone }] : [];
  });
}

/**
 * Writes messages to the outbox inside the caller's transaction (docs/decisions/065-notifications.md): they exist
 * exactly when the change that causes them does. A draft whose key was already queued is left out.
 */
export async function queueMessages(
  tx: Tx | Database,
  asked: readonly MessageDraft[],
  company: CompanyProfile = messageCompany,
): Promise<void> {
  if (asked.length === 0) return;
  const drafts = [...asked, ...(await caregiverCopies(tx, asked))];
  const languages = await languagesOf(tx, drafts);
  const events = [...new Set(drafts.map((d) => d.event))];
  const own = new Map((await ownTemplates(tx, events)).map((t) => [templateKey(t.event, t.language), t]));
  await insertMessages(
    tx,
    drafts.map((d, i) => {
      const language = languages[i]!;
      const facts = typeof d.facts === 'function' ? d.facts(language) : d.facts;
      const { subject, body } = render(
        d.event,
        facts as never,
        company,
        own.get(templateKey(d.event, language)),
        language,
      );
      return {
        event: d.event,
        dedupeKey: `${d.event}:${d.key}:${d.channel}:${d.recipient}`,
        channel: d.channel,
        recipient: d.recipient,
        subject: d.channel === 'email' ? subject : null,
        body,
        anyHour: d.anyHour ?? false,
        jobId: d.about.jobId ?? null,
        referralId: d.about.referralId ?? null,
        driverId: d.about.driverId ?? null,
      };
    }),
  );
}

/**
 * Each draft's language: a rider's message is in the language of the leg's rider, or, about no leg (an answer to a
 * reply), of the rider with that phone; anything else, and a rider on no record, in English.
 */
async function languagesOf(tx: Tx | Database, drafts: readonly MessageDraft[]): Promise<Language[]> {
  const riders = drafts.filter((d) => RIDER_EVENTS.includes(d.event));
  if (riders.length === 0) return drafts.map(() => 'en');
  const byLeg = await languagesOfLegs(tx, [...new Set(riders.flatMap((d) => (d.about.jobId ? [d.about.jobId] : [])))]);
  const byPhone = new Map<string, Language>();
  for (const d of riders)
    if (!d.about.jobId && !byPhone.has(d.recipient)) byPhone.set(d.recipient, await languageOfPhone(tx, d.recipient));
  return drafts.map((d) => {
    if (!RIDER_EVENTS.includes(d.event)) return 'en';
    return d.about.jobId ? (byLeg.get(d.about.jobId) ?? 'en') : byPhone.get(d.recipient)!;
  });
}
