import { apiRequest, apiUrl, type ApiAnswer, type ApiArgs, type ApiPath } from './api-client';

/**
 * Reads started before React has rendered, while the session is still being checked: the driver's phone asks
 * for its record and its run in the same round trip as the session instead of one after another
 * (docs/decisions/061-light-driver-screens.md). Each answer is handed out once, to the first query that wants
 * it, and only while fresh. A refused early read (no session yet, or not a driver) is never an answer: the
 * query then reads again, as whoever is signed in by then.
 */
const FRESH_MS = 30_000;
const started = new Map<string, { read: Promise<unknown>; at: number }>();

export function readEarly<P extends ApiPath<'get'>>(path: P, ...[init]: ApiArgs<'get', P>): void {
  const url = apiUrl(path, init);
  const read = apiRequest('GET', url);
  // Whoever takes it handles a failure; until then a refusal must not count as unhandled.
  read.catch(() => undefined);
  started.set(url, { read, at: Date.now() });
}

/** The early read of the path, once and while fresh, or a read of its own. */
export function getOnce<P extends ApiPath<'get'>>(path: P, ...[init]: ApiArgs<'get', P>): Promise<ApiAnswer<'get', P>> {
  const url = apiUrl(path, init);
  const read = () => apiRequest<ApiAnswer<'get', P>>('GET', url);
  const early = started.get(url);
  started.delete(url);
  if (!early || Date.now() - early.at > FRESH_MS) return read();
  return (early.read as Promise<ApiAnswer<'get', P>>).catch(read);
}
