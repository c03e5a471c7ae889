import type { MessageStatus } from '../../../domain/message';
import { textablePhone } from '../../../domain/phone';
import type { Database } from '../../db/client';
import { PermanentFailure, type Channel } from './channels';
import { lockMessage, markSending, markSent, markUnsent, settleMessage } from './outbox-repository';
import { quietUntil } from './quiet-hours';
import { textsStopped } from './repository';

export interface Channels {
  email: Channel | null;
  sms: Channel | null;
}

/** What the job queue does next with a delivery. */
export type Delivery = { outcome: 'done' } | { outcome: 'later'; at: Date };

const SETTLED: readonly MessageStatus[] = ['sent', 'held', 'failed', 'suppressed', 'unknown'];
export const UNRECORDED =
  'An earlier attempt ended before its result was recorded and this provider cannot say whether it went out, so it was not sent again';

/**
 * Delivers one message (docs/decisions/065-notifications.md). The message is claimed under a row lock and marked
 * `sending` before the provider is called, so an attempt that dies half-way is recognised by the next: it is sent
 * again only through a provider that answers a repeat with the first result (the gateway, by our message id);
 * otherwise it is left `unknown` for an administrator rather than sent twice. A failure throws, and the queue tries
 * again with backoff until `lastAttempt`.
 */
export async function deliverMessage(
  db: Database,
  channels: Channels,
  id: string,
  context: { lastAttempt: boolean; timeZone: string; now?: Date },
): Promise<Delivery> {
  const claim = await db.transaction(
    async (tx): Promise<{ channel: Channel; recipient: string; subject: string | null; body: string } | Delivery> => {
      const m = await lockMessage(tx, id);
      if (!m || SETTLED.includes(m.status)) return { outcome: 'done' };
      const settle = async (status: MessageStatus, lastError: string | null, provider: string | null = null) => {
        await settleMessage(tx, id, { status, lastError, provider });
        return { outcome: 'done' } as const;
      };
      const channel = channels[m.channel];
      if (!channel) return settle('held', null, 'outbox');
      if (m.status === 'sending' && !channel.recognisesRepeats) return settle('unknown', UNRECORDED, channel.provider);
      let recipient = m.recipient;
      if (m.channel === 'sms') {
        const number = textablePhone(m.recipient);
        if (!number) return settle('suppressed', 'Not a mobile phone number');
        if (await textsStopped(tx, number)) return settle('suppressed', 'The number answered STOP');
        const wait = m.anyHour ? null : quietUntil(context.now ?? new Date(), context.timeZone);
        if (wait) return { outcome: 'later', at: wait };
        recipient = number;
      }
      await markSending(tx, id, m.attempts + 1, channel.provider);
      return { channel, recipient, subject: m.subject, body: m.body };
    },
  );
  if ('outcome' in claim) return claim;

  try {
    const { providerId } = await claim.channel.send({
      id,
      recipient: claim.recipient,
      subject: claim.subject,
      body: claim.body,
    });
    await markSent(db, id, providerId);
    return { outcome: 'done' };
  } catch (error) {
    const final = error instanceof PermanentFailure || context.lastAttempt;
    const reason = error instanceof Error ? error.message : 'The provider failed';
    await markUnsent(db, id, final ? 'failed' : 'queued', reason);
    if (final) return { outcome: 'done' };
    throw error;
  }
}
