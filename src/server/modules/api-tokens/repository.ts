import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, users } from '../../db/schema';

export type NewApiToken = typeof apiTokens.$inferInsert;

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  prefix: apiTokens.prefix,
  createdBy: users.username,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
  lastUsedAt: apiTokens.lastUsedAt,
};
const tokens = (db: Pick<Database, 'select'>) =>
  db.select(columns).from(apiTokens).leftJoin(users, eq(users.id, apiTokens.createdByUserId));
export type ApiTokenRow = Awaited<ReturnType<typeof tokens>>[number];

export async function insertApiToken(db: Database, token: NewApiToken): Promise<string> {
  const [row] = await db.insert(apiTokens).values(token).returning({ id: apiTokens.id });
  return row!.id;
}

/** Every token, newest first: a company has a handful (one per broker, facility or script). */
export const allApiTokens = (db: Database) => tokens(db).orderBy(sql`${apiTokens.createdAt} desc`, apiTokens.id);

export async function apiTokenRow(db: Database, id: string): Promise<ApiTokenRow | null> {
  const [row] = await tokens(db).where(eq(apiTokens.id, id)).limit(1);
  return row ?? null;
}

/** Revokes a token once; a second revoke finds it already revoked and changes nothing. */
export async function revokeApiTokenRow(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
}
