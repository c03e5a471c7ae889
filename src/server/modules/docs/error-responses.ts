import type { RouteOptions } from 'fastify';
import type { Refusal } from './operations';

type Status = 400 | 401 | 403 | Refusal;

const WHAT: Record<Status, string> = {
  400: "Invalid input: `fieldErrors` names each field under the request's names",
  401: 'No session, or it has ended: sign in again',
  403: "The session's role may not do this, or a browser on another site sent the write",
  404: 'No such record, or not one the caller may see',
  409: "The record's state does not allow it now (see `message`, and `reasons` where given)",
  410: 'It was there and is gone for good: a trip link after its trip',
  413: 'The file is too large',
  415: 'The file is not of a type the route takes',
  422: 'A rule was broken: `fieldErrors` or `reasons` says which',
  429: 'Too many requests: wait (`Retry-After` says how long where it is known)',
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Decision 034's answer for everything else: 413 from the body limit, 500, 503 while the instance drains. */
export const DEFAULT_ERROR = {
  description: 'Any other error (413, 415, 500, 503), in the same shape',
  content: ERROR_CONTENT,
};

/** An operation's input after the zod transform: JSON Schema, or nothing. */
interface Shown {
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
}
type ParamsSchema = { properties?: Record<string, { enum?: unknown[] } | undefined> } | undefined;

/**
 * The 4xx answers an operation can give, read from the route where it can be (docs/decisions/093-openapi-contract.md):
 * input it validates (400); a session rule (401, 403); a write to the API, which a browser on another site is refused
 * (403); a path parameter naming a record, that is one not an enum (404); a rate limit or PDF work (429). The service's
 * own refusals come from the operations table.
 */
export function errorResponses(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  schema: Shown | undefined,
  needsSession: boolean,
  refusals: readonly Refusal[] = [],
): Record<string, object> {
  const config = route.config as { rateLimit?: unknown; pdf?: boolean } | undefined;
  const params = route.url.match(/:\w+/g)?.map((name) => name.slice(1)) ?? [];
  const statuses = new Set<Status>(refusals);
  if (schema?.body || schema?.params || schema?.querystring) statuses.add(400);
  if (needsSession) statuses.add(401).add(403);
  if ([route.method].flat().some((method) => UNSAFE.has(method)) && route.url.startsWith('/api/')) statuses.add(403);
  const shown = (schema?.params as ParamsSchema)?.properties;
  if (params.some((name) => !shown?.[name]?.enum)) statuses.add(404);
  if (config?.rateLimit || config?.pdf) statuses.add(429);
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => [
        String(status),
        {
          description: WHAT[status],
          content: ERROR_CONTENT,
          ...(status === 429 && {
            headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait, where the limit knows' } },
          }),
        },
      ]),
  );
}
