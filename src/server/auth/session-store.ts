import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';

/** ASVS 7.3.2: a session ends 12 hours after sign-in however active it is. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 3600_000;
/** Rolling expiry is pushed forward at most this often, so a busy user does not cause a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/** Sessions asked about in one statement, well under PostgreSQL's limit of bound values. */
const SIDS_PER_QUERY = 1000;

interface SessionData {
  /** null for a visitor's session, which exists only to own an applicant's uploads (decision 025). */
  userId: string | null;
  createdAt: number;
  /** Between an admin's password and their second factor: who is signing in (ASVS 6.3.3). */
  pendingMfaUserId?: string;
}

export interface LoadedSession {
  sid: string;
  userId: string | null;
  createdAt: number;
  expire: Date;
  pendingMfaUserId?: string;
  /** The signed-in user's row, read in the same query; null for a visitor or a user since deleted. */
  user: UserRow | null;
}

/**
 * Sessions live in PostgreSQL (decision 001). The cookie carries a random token; the table keeps only its HMAC,
 * so a leaked table or backup cannot be replayed as cookies.
 */
export class SessionStore {
  /**
   * Every API request reads its session, so this is the hottest query of the product: one prepared statement
   * brings the session and its user together (two built queries cost 1 ms of CPU a request; this costs 0.15).
   */
  private readonly bySid;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly idleMs: number,
  ) {
    this.bySid = db
      .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.sid, sql.placeholder('sid')))
      .limit(1)
      .prepare('session_with_user');
  }

  sidOf(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  async create(
    userId: string | null,
    now = Date.now(),
    pending?: { mfaUserId: string; ttlMs: number },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const sess: SessionData = { userId, createdAt: now, ...(pending && { pendingMfaUserId: pending.mfaUserId }) };
    const expire = new Date(now + (pending?.ttlMs ?? this.idleMs));
    await this.db.insert(sessions).values({ sid: this.sidOf(token), sess, userId, expire });
    return token;
  }

  async load(token: string, now = Date.now(), { roll = true }: { roll?: boolean } = {}): Promise<LoadedSession | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const sid = this.sidOf(token);
    const [row] = await this.bySid.execute({ sid });
    if (!row) return null;
    const data = row.sess as SessionData;
    if (hasEnded(row, now)) {
      await this.db.delete(sessions).where(eq(sessions.sid, sid));
      return null;
    }
    let expire = row.expire;
    // A pending second-factor step keeps its short life; only real sessions roll.
    if (roll && !data.pendingMfaUserId && now + this.idleMs - expire.getTime() > TOUCH_INTERVAL_MS) {
      expire = new Date(now + this.idleMs);
      await this.db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    }
    return {
      sid,
      userId: data.userId,
      createdAt: data.createdAt,
      expire,
      user: row.user,
      ...(data.pendingMfaUserId && { pendingMfaUserId: data.pendingMfaUserId }),
    };
  }

  async destroy(sid: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sid, sid));
  }

  /** Ends every session of a user, except optionally the one making the request. */
  async destroyForUser(userId: string, exceptSid?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId));
  }

  /** Of these sessions, the ones still current: the live streams' check for sessions that expired (docs/decisions/077-live-stream-limits.md). */
  async current(sids: readonly string[], now = Date.now()): Promise<Set<string>> {
    const alive = new Set<string>();
    for (let i = 0; i < sids.length; i += SIDS_PER_QUERY) {
      const rows = await this.db
        .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
        .from(sessions)
        .where(inArray(sessions.sid, sids.slice(i, i + SIDS_PER_QUERY)));
      for (const row of rows) if (!hasEnded(row, now)) alive.add(row.sid);
    }
    return alive;
  }

  async sweepExpired(now = Date.now()): Promise<number> {
    const gone = await this.db
      .delete(sessions)
      .where(lt(sessions.expire, new Date(now)))
      .returning({ sid: sessions.sid });
    return gone.length;
  }

  async countForUser(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return row?.n ?? 0;
  }
}

/** Idle past its expiry, or older than the absolute timeout however active. */
function hasEnded(row: { sess: unknown; expire: Date }, now: number): boolean {
  return row.expire.getTime() <= now || now - (row.sess as SessionData).createdAt > ABSOLUTE_TIMEOUT_MS;
}
