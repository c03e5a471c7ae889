import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../domain/auth';
import type { ApiTokenScope } from '../../domain/api-token';
import type { Database } from '../db/client';
import { apiTokens, users } from '../db/schema';
import { toSessionUser } from './session-user';

/** What a request made with a token carries: the token as the audit names it, and what it may reach. */
export interface RequestToken {
  id: string;
  name: string;
  scopes: readonly ApiTokenScope[];
}

const SECRET_PREFIX = 'kmt_';
/** How often the last use is written: a busy integration would otherwise write the row on every call. */
const TOUCH_MS = 60_000;

/** A new secret: 32 random bytes, marked so a leaked one is recognised by secret scanners and people alike. */
export const newTokenSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * The stored form of a secret. A secret is 256 random bits, so a plain SHA-256 cannot be reversed or guessed, and a
 * lookup by it needs no slow hash (unlike a password, decision 003's scrypt).
 */
export const tokenSecretHash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export const tokenPrefix = (secret: string) => secret.slice(0, SECRET_PREFIX.length + 6);

/**
 * The token a secret names, if it still works (not revoked, not expired) and its maker is still an administrator,
 * with the maker as the session user it acts for. Below the modules, as the session store is: every request reads it.
 */
export async function verifyTokenSecret(
  db: Database,
  secret: string,
  now = new Date(),
): Promise<{ token: RequestToken; user: SessionUser } | null> {
  if (!secret.startsWith(SECRET_PREFIX) || secret.length > 100) return null;
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdByUserId))
    .where(
      and(
        eq(apiTokens.secretHash, tokenSecretHash(secret)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now),
        eq(users.role, 'admin'),
      ),
    )
    .limit(1);
  if (!row) return null;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.token.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`${new Date(now.getTime() - TOUCH_MS)}`)),
      ),
    );
  return {
    token: { id: row.token.id, name: row.token.name, scopes: row.token.scopes },
    user: toSessionUser(row.user),
  };
}
