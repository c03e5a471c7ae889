import { z } from 'zod';
import { LIVE_RECORD_TYPES, type LiveChange } from '../../../domain/live';
import type { DatabaseHandle } from '../../db/client';

/** The channel the database's triggers announce changes on (migration 0012). */
export const CHANGES_CHANNEL = 'keystone_changes';
/** The channel a signed-in session's end is announced on, with its stored id (migration 0024). */
export const SESSIONS_CHANNEL = 'keystone_sessions';

/** A change as the trigger announces it: the record, and who besides administrators may hear of it. */
const announced = z.object({
  type: z.enum(LIVE_RECORD_TYPES),
  id: z.guid(),
  drivers: z.array(z.guid()),
  partners: z.array(z.guid()),
});
type Announced = z.infer<typeof announced>;
const sessionEnd = z.object({ sid: z.string() });

/** Who is listening: an administrator hears everything, a driver their own jobs and record, a partner their referrals' (the routes' reading rules, docs/decisions/021-server-enforces-permissions.md). */
export interface Listener {
  role: 'admin' | 'driver' | 'referral_partner';
  userId: string;
  driverId: string | null;
  /** The stored id of the session the stream was opened in: the stream ends with it. */
  sessionId?: string;
}

export function mayHear(change: Announced, listener: Listener): boolean {
  if (listener.role === 'admin') return true;
  if (listener.role === 'driver') return listener.driverId !== null && change.drivers.includes(listener.driverId);
  return change.partners.includes(listener.userId);
}

type Send = (change: LiveChange) => void;
interface Stream {
  listener: Listener;
  send: Send;
  end: () => void;
}

/** How an instance notices sessions that expired without a row being deleted (docs/decisions/077-live-stream-limits.md). */
export interface SessionCheck {
  /** Of these sessions, the ones still current. */
  current(sids: string[]): Promise<Set<string>>;
  everyMs: number;
  onError(error: unknown): void;
}

/**
 * One instance's listeners (docs/decisions/050-live-changes.md): one LISTEN on the database for the whole
 * instance, fanned out to every open stream that may hear each change. A stream ends with its session, whichever
 * instance ended it (docs/decisions/077-live-stream-limits.md).
 */
export class LiveHub {
  private readonly streams = new Set<Stream>();
  private readonly bySession = new Map<string, Set<Stream>>();
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly stopListening: (() => Promise<void>)[] = [];
  private checkTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly onBadPayload: (error: unknown) => void = () => undefined,
    private readonly sessionCheck?: SessionCheck,
  ) {}

  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.stopListening.push(await database.listen(CHANGES_CHANNEL, (payload) => this.dispatch(payload)));
    this.stopListening.push(await database.listen(SESSIONS_CHANNEL, (payload) => this.sessionEnded(payload)));
    const check = this.sessionCheck;
    if (!check) return;
    this.checkTimer = setInterval(() => void this.checkSessions().catch(check.onError), check.everyMs);
    this.checkTimer.unref();
  }

  /** `end` closes the stream; the hub calls it when the stream's session ends. */
  subscribe(listener: Listener, send: Send, end: () => void = () => undefined): () => void {
    const stream = { listener, send, end };
    this.streams.add(stream);
    if (listener.sessionId) addTo(this.bySession, listener.sessionId, stream);
    addTo(this.byUser, listener.userId, stream);
    return () => {
      this.streams.delete(stream);
      if (listener.sessionId) removeFrom(this.bySession, listener.sessionId, stream);
      removeFrom(this.byUser, listener.userId, stream);
    };
  }

  get size(): number {
    return this.streams.size;
  }

  /** Streams open on this instance for the session and for its user. */
  openFor(sessionId: string, userId: string): { session: number; user: number } {
    return { session: this.bySession.get(sessionId)?.size ?? 0, user: this.byUser.get(userId)?.size ?? 0 };
  }

  dispatch(payload: string): void {
    let change: Announced;
    try {
      change = announced.parse(JSON.parse(payload));
    } catch (error) {
      this.onBadPayload(error);
      return;
    }
    for (const { send, listener } of this.streams)
      if (mayHear(change, listener)) send({ type: change.type, id: change.id });
  }

  sessionEnded(payload: string): void {
    let sid: string;
    try {
      sid = sessionEnd.parse(JSON.parse(payload)).sid;
    } catch (error) {
      this.onBadPayload(error);
      return;
    }
    for (const stream of [...(this.bySession.get(sid) ?? [])]) stream.end();
  }

  /** Ends the streams whose session expired: its row stays until swept, so no announcement comes for it. */
  async checkSessions(): Promise<void> {
    if (!this.sessionCheck || this.bySession.size === 0) return;
    const asked = [...this.bySession.keys()];
    const current = await this.sessionCheck.current(asked);
    // Only the sessions asked about: a stream opened meanwhile had its session checked as it opened.
    for (const sid of asked)
      if (!current.has(sid)) for (const stream of [...(this.bySession.get(sid) ?? [])]) stream.end();
  }

  async stop(): Promise<void> {
    clearInterval(this.checkTimer);
    this.streams.clear();
    this.bySession.clear();
    this.byUser.clear();
    await Promise.all(this.stopListening.splice(0).map((stop) => stop()));
  }
}

function addTo(index: Map<string, Set<Stream>>, key: string, stream: Stream): void {
  const streams = index.get(key) ?? new Set<Stream>();
  streams.add(stream);
  index.set(key, streams);
}

function removeFrom(index: Map<string, Set<Stream>>, key: string, stream: Stream): void {
  const streams = index.get(key);
  streams?.delete(stream);
  if (streams?.size === 0) index.delete(key);
}
