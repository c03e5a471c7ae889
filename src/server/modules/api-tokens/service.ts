import type { ApiToken, ApiTokenInput, CreatedApiToken } from '../../../domain/api-token';
import { MAX_API_TOKEN_DAYS } from '../../../domain/api-token';
import { todayIn } from '../../../domain/dates';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { newTokenSecret, tokenPrefix, tokenSecretHash } from '../../auth/api-token-store';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../errors';
import { allApiTokens, apiTokenRow, insertApiToken, revokeApiTokenRow, type ApiTokenRow } from './repository';

const dayAfter = (day: string, days = 1) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * A token for an integration (docs/decisions/102-api-tokens.md): its secret is answered now and never again; it
 * works until the end of its last day on the company clock, a year at most.
 */
export async function createApiToken(
  db: Database,
  input: ApiTokenInput,
  userId: string,
  timeZone: string,
): Promise<CreatedApiToken> {
  const today = todayIn(timeZone);
  if (input.expiresOn < today || input.expiresOn > dayAfter(today, MAX_API_TOKEN_DAYS - 1))
    throw new HttpError(400, 'Please correct the highlighted fields', {
      expiresOn: `Choose a day from today to ${MAX_API_TOKEN_DAYS - 1} days ahead`,
    });
  const secret = newTokenSecret();
  const id = await insertApiToken(db, {
    name: input.name,
    scopes: [...input.scopes],
    secretHash: tokenSecretHash(secret),
    prefix: tokenPrefix(secret),
    createdByUserId: userId,
    expiresAt: new Date(zonedLocalToIso(`${dayAfter(input.expiresOn)}T00:00`, timeZone)),
  });
  return { ...toApiToken((await apiTokenRow(db, id))!), secret };
}

export async function listApiTokens(db: Database): Promise<ApiToken[]> {
  return (await allApiTokens(db)).map(toApiToken);
}

export async function revokeApiToken(db: Database, id: string): Promise<ApiToken> {
  if (!(await apiTokenRow(db, id))) throw notFound();
  await revokeApiTokenRow(db, id, new Date());
  return toApiToken((await apiTokenRow(db, id))!);
}
