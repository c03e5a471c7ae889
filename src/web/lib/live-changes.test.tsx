import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLiveChanges } from './live-changes';
import { queryKeys } from './query-keys';

/** The browser's EventSource, played by hand: the stream's server side is tested against the real server (live.test.ts). */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: string) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const jobsList = queryKeys.jobs.list({ status: '' });
const referrals = queryKeys.referrals.list({ status: '' });
const drivers = queryKeys.drivers.list({ status: '' });

function setUp(signedIn = true) {
  const client = new QueryClient();
  for (const key of [jobsList, referrals, drivers]) client.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveChanges(signedIn), { wrapper });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { hook, stale };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live changes in the browser', () => {
  it('opens no stream for a visitor', () => {
    setUp(false);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('refreshes the job lists once for a burst of job changes, and leaves the rest alone', () => {
    const { stale } = setUp();
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/events');
    act(() => {
      source!.emit('open');
      source!.emit('change', JSON.stringify({ type: 'job', id: crypto.randomUUID() }));
      source!.emit('change', 'not json');
    });
    expect(stale(jobsList)).toBe(false);
    act(() => void vi.advanceTimersByTime(200));
    expect(stale(jobsList)).toBe(true);
    expect(stale(referrals)).toBe(true); // a job moves its referral
    expect(stale(drivers)).toBe(false);
  });

  it('refetches everything after a gap in the stream, since a change may have been missed', () => {
    const { stale } = setUp();
    const [source] = FakeEventSource.opened;
    act(() => source!.emit('open'));
    expect(stale(drivers)).toBe(false);
    act(() => {
      source!.emit('error');
      source!.emit('open');
    });
    expect(stale(drivers)).toBe(true);
  });

  it('opens a new stream ten seconds after a refusal, and closes it when the user leaves', () => {
    const { hook } = setUp();
    const [first] = FakeEventSource.opened;
    act(() => {
      first!.readyState = FakeEventSource.CLOSED;
      first!.emit('error');
    });
    act(() => void vi.advanceTimersByTime(9_000));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.opened).toHaveLength(2);
    hook.unmount();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });

  it('waits longer after each refusal in a row (too many streams open), up to a minute, and starts over once a stream opens', () => {
    setUp();
    const refuse = () =>
      act(() => {
        const source = FakeEventSource.opened.at(-1)!;
        source.readyState = FakeEventSource.CLOSED;
        source.emit('error');
      });
    const waitBeforeNext = () => {
      const before = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === before && waited < 600_000) {
        act(() => void vi.advanceTimersByTime(1_000));
        waited += 1_000;
      }
      return waited;
    };
    const waits = [];
    for (let i = 0; i < 5; i++) {
      refuse();
      waits.push(waitBeforeNext());
    }
    expect(waits).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
    act(() => FakeEventSource.opened.at(-1)!.emit('open'));
    refuse();
    expect(waitBeforeNext()).toBe(10_000);
  });
});
