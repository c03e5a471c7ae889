import { describe, expect, it } from 'vitest';
import { MESSAGE_STATUSES } from '@domain/message';
import { awaitingOutcome, IN_FLIGHT_WINDOW_MS, maySendAgain } from './message-status';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const message = (status: (typeof MESSAGE_STATUSES)[number], createdAt: string, id = 'm1') => ({
  id,
  status,
  createdAt,
});

describe('reading a history again while a message is on its way', () => {
  it('reads again for a message written moments ago and still queued or sending', () => {
    expect(awaitingOutcome([message('queued', ago(1000))], NOW, new Map())).toBe(true);
    expect(awaitingOutcome([message('sent', ago(5000)), message('sending', ago(1000), 'm2')], NOW, new Map())).toBe(
      true,
    );
  });

  it('stops once every message has an outcome, or when one has waited past the window (the queue is off or stuck)', () => {
    const settled = MESSAGE_STATUSES.filter((s) => s !== 'queued' && s !== 'sending').map((s, i) =>
      message(s, ago(1000), `m${i}`),
    );
    expect(awaitingOutcome(settled, NOW, new Map())).toBe(false);
    expect(awaitingOutcome([message('queued', ago(IN_FLIGHT_WINDOW_MS + 1))], NOW, new Map())).toBe(false);
    expect(awaitingOutcome(undefined, NOW, new Map())).toBe(false);
  });

  it('counts the window from when an old message was sent again', () => {
    const old = message('queued', ago(24 * 3600_000));
    expect(awaitingOutcome([old], NOW, new Map([['m1', NOW - 500]]))).toBe(true);
    expect(awaitingOutcome([old], NOW, new Map([['m1', NOW - IN_FLIGHT_WINDOW_MS - 1]]))).toBe(false);
  });
});

it('offers "Send again" exactly for the statuses the server takes back: failed, unknown and held', () => {
  expect(MESSAGE_STATUSES.filter(maySendAgain)).toEqual(['held', 'failed', 'unknown']);
});
