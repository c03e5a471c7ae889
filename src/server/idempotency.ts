import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from './db/client';
import { idempotencyKeys } from './db/schema';
import { badRequest, HttpError } from './errors';

export interface StoredResponse<T> {
  statusCode: number;
  body: T;
}

/** An answer, and whether it is one given before to the same caller with the same key. */
export type IdempotentAnswer<T> = StoredResponse<T> & { replayed: boolean };

export interface ReplayRules {
  /**
   * Runs before an earlier answer is given again, and throws (404, say) when the caller may no longer see it: a
   * replay answers only what the caller may read today (docs/decisions/078-server-clock-judges-gates.md).
   */
  beforeReplay?: () => Promise<void>;
}

/** Keys are kept a day: long enough for any retry, short enough that the table stays small. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs a create in one transaction together with the record of its Idempotency-Key, so a retry or a double
 * click gets the first answer again (same key, same body) or 422 (same key, other body), and a second record
 * is never written. Without the header the work simply runs in a transaction. A signed-in caller's key is their own:
 * another caller's same key is another record. Visitors share one space, where a replay also needs the very same
 * body (a referral's or application's every field), so it tells nothing that the sender did not already hold.
 */
export async function idempotent<T>(
  db: Database,
  request: FastifyRequest,
  routeName: string,
  work: (tx: Tx) => Promise<StoredResponse<T>>,
  rules: ReplayRules = {},
): Promise<IdempotentAnswer<T>> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return { ...(await db.transaction(work)), replayed: false };
  const key = Array.isArray(header) ? header[0]! : header;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest('Idempotency-Key must be 1 to 200 visible characters');

  const scope = `${routeName}:${request.user?.id ?? 'anonymous'}`;
  const requestHash = hashBody(request.body);
  const replay = async (): Promise<IdempotentAnswer<T> | undefined> => {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!stored) return undefined;
    if (stored.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    await rules.beforeReplay?.();
    // The stored body is what the first request answered with, so it has the type that `work` gave it.
    return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash, statusCode: result.statusCode, response: result.body as object });
      return { ...result, replayed: false };
    });
  } catch (error) {
    // Two identical requests raced. The loser failed on the key record, or earlier on a unique row the winner
    // wrote (a username, say); either way its transaction rolled back and it answers with the winner's response.
    const winner = await replay();
    if (winner) return winner;
    throw error;
  }
}

function hashBody(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

/** JSON with object keys sorted, so the same fields in another order count as the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export async function sweepIdempotencyKeys(db: Database, now = Date.now()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)));
}
