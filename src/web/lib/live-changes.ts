import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT, LIVE_RECORD_TYPES, readLiveChange, type LiveRecordType } from '@domain/live';
import {
  invalidateAfterDriverChange,
  invalidateAfterJobChange,
  invalidateAfterPositionChange,
  invalidateAfterReferralChange,
} from './query-keys';

/** Changes that arrive together (a standing order's two weeks of legs) refresh the screen once. */
const BATCH_MS = 150;
/** After the server refused the stream (signed out, too many open, a restart mid-deploy), try again this much later, */
const REOPEN_MS = 10_000;
/** …twice as long after each refusal in a row, up to the server's Retry-After for too many streams (docs/decisions/077-live-stream-limits.md). */
const MAX_REOPEN_MS = 60_000;

const REFRESH: Record<LiveRecordType, (client: QueryClient) => Promise<void>> = {
  job: invalidateAfterJobChange,
  referral: invalidateAfterReferralChange,
  driver: invalidateAfterDriverChange,
  position: invalidateAfterPositionChange,
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Keeps what a signed-in user sees current without a reload (docs/decisions/050-live-changes.md): the server's
 * stream names each record that changed, and the lists and boards on screen refetch it through their own
 * routes. After a gap in the stream everything is refetched, since a change may have been missed.
 */
export function useLiveChanges(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: number | undefined;
    let flush: number | undefined;
    let wasOpen = false;
    let refusals = 0;
    const pending = new Set<LiveRecordType>();
    const refresh = (types: Iterable<LiveRecordType>) => {
      for (const type of types) void REFRESH[type](queryClient);
    };
    const open = () => {
      source = new EventSource('/api/events');
      source.addEventListener('open', () => {
        if (wasOpen) refresh(LIVE_RECORD_TYPES);
        wasOpen = true;
        refusals = 0;
      });
      source.addEventListener(LIVE_EVENT, (event) => {
        const change = readLiveChange(parsed((event as MessageEvent<string>).data));
        if (!change) return;
        pending.add(change.type);
        window.clearTimeout(flush);
        flush = window.setTimeout(() => {
          refresh([...pending]);
          pending.clear();
        }, BATCH_MS);
      });
      source.addEventListener('error', () => {
        // The browser reconnects by itself after a drop; after a refusal the stream is closed and it is ours to retry.
        // A refusal cannot be told apart here (EventSource hides the status), so each one in a row waits longer.
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = window.setTimeout(open, Math.min(REOPEN_MS * 2 ** refusals, MAX_REOPEN_MS));
        refusals += 1;
      });
    };
    open();
    return () => {
      window.clearTimeout(reopen);
      window.clearTimeout(flush);
      source?.close();
    };
  }, [signedIn, queryClient]);
}
