import type { Message, MessageStatus } from '@domain/message';
import type { BadgeTone } from '@/components/ui/badge';

/** The server sends these again on an administrator's word (POST /api/messages/{id}/retry); any other answers 409. */
const RETRYABLE: readonly MessageStatus[] = ['failed', 'unknown', 'held'];

export const maySendAgain = (status: MessageStatus) => RETRYABLE.includes(status);

/** Delivered green, stopped red (someone should look), waiting amber, held in the outbox blue, not sent on purpose grey. */
export function messageStatusTone(status: MessageStatus): BadgeTone {
  if (status === 'sent') return 'green';
  if (status === 'failed' || status === 'unknown') return 'red';
  if (status === 'queued' || status === 'sending') return 'yellow';
  if (status === 'held') return 'blue';
  return 'neutral';
}

/** A message the queue picks up within seconds: the history is read again until it has an outcome. */
const IN_FLIGHT: readonly MessageStatus[] = ['queued', 'sending'];
/**
 * How long a message may wait before the history stops reading again for it: past this the queue is off or stuck
 * (quiet hours, a test server), and asking every few seconds while a dialog stays open would tell nobody anything.
 */
export const IN_FLIGHT_WINDOW_MS = 2 * 60_000;

/**
 * When this browser last asked for each message to be sent again: a message sent again is on its way once more,
 * though it was written long ago, so its window runs from then.
 */
export const sentAgainAt = new Map<string, number>();

/** Whether any message was written (or sent again) recently and is still on its way, so its outcome is worth reading again soon. */
export function awaitingOutcome(
  messages: readonly Pick<Message, 'id' | 'status' | 'createdAt'>[] | undefined,
  now: number,
  askedAt: ReadonlyMap<string, number> = sentAgainAt,
): boolean {
  return (messages ?? []).some((m) => {
    if (!IN_FLIGHT.includes(m.status)) return false;
    const since = Math.max(Date.parse(m.createdAt), askedAt.get(m.id) ?? 0);
    return now - since < IN_FLIGHT_WINDOW_MS;
  });
}

/** How often a message on its way is read again: the queue delivers within seconds, and nothing is pushed when it does. */
const POLL_MS = 2000;

/** A query's refetchInterval: every two seconds while a recent message waits for its outcome, else not at all. */
export const untilDelivered = (query: { state: { data: readonly Message[] | undefined } }) =>
  awaitingOutcome(query.state.data, Date.now()) ? POLL_MS : false;
