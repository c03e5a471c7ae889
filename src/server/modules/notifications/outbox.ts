import type { MessageChannel, MessageEvent } from '../../../domain/message';
import { DEFAULT_COMPANY, type CompanyProfile } from '../../../domain/company';
import type { Database } from '../../db/client';
import { insertMessages, ownTemplates } from './outbox-repository';
import { render, type TemplateFacts } from './templates';

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
  facts: TemplateFacts[E];
  /** The record and what makes this message one of a kind for it: the same key is never queued twice. */
  about: { jobId?: string; referralId?: string; driverId?: string };
  key: string;
  /** An SMS about a trip that day, which may go out in quiet hours. */
  anyHour?: boolean;
}

/**
 * Writes messages to the outbox inside the caller's transaction (docs/decisions/065-notifications.md): they exist
 * exactly when the change that causes them does. A draft whose key was already queued is left out.
 */
export async function queueMessages(
  tx: Tx | Database,
  drafts: readonly MessageDraft[],
  company: CompanyProfile = messageCompany,
): Promise<void> {
  if (drafts.length === 0) return;
  const events = [...new Set(drafts.map((d) => d.event))];
  const own = new Map((await ownTemplates(tx, events)).map((t) => [t.event, t]));
  await insertMessages(
    tx,
    drafts.map((d) => {
      const { subject, body } = render(d.event, d.facts as never, company, own.get(d.event));
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
