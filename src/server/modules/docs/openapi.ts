import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { CompanyProfile } from '../../../domain/company';
import type { Role } from '../../../domain/roles';
import { accessOf } from '../../auth/access';
import { sessionCookieName } from '../../auth/session-plugin';
import { tidyDocument } from './document-tidy';
// Registers the `ApiError` component that every error response refers to.
import './error-body';
import { DEFAULT_ERROR, errorResponses } from './error-responses';
import { OPERATIONS } from './operations';

/** The version of the API contract, not of the package: a breaking change bumps the major (docs/decisions/006). */
export const API_VERSION = '1.0.0';

/** One tag per route module, in the product's words. */
export const API_TAGS = [
  {
    name: 'accounts',
    description: 'Registration, sign-in and sign-out, the signed-in user, settings, two-step sign-in',
  },
  { name: 'referrals', description: 'Ride referrals from case managers and referral partners' },
  { name: 'jobs', description: 'Transport jobs and their status' },
  { name: 'drivers', description: 'Driver applications and driver records' },
  {
    name: 'documents',
    description: "Driver documents: ask for an upload URL, PUT the file's bytes to it, complete, read back",
  },
  { name: 'stats', description: 'The dashboard figures of the signed-in user' },
  { name: 'audit', description: 'The audit trail (administrators)' },
  { name: 'company', description: 'The company profile shown on every page' },
  { name: 'health', description: 'Liveness and readiness for load balancers' },
  {
    name: 'riders',
    description: 'Riders (patients): their needs, home address and trips (administrators; every read audited)',
  },
  { name: 'vehicles', description: 'The fleet, its documents with their expiry (administrators)' },
  {
    name: 'availability',
    description: "Every driver's shift on a day, for the board (a driver's own week is under drivers)",
  },
  {
    name: 'credentials',
    description:
      "What expires soon across drivers' credentials and vehicles' documents (a driver's own are under drivers)",
  },
  {
    name: 'policies',
    description:
      "The company's trip policies: waits, windows and notice (read by every signed-in user, changed by administrators)",
  },
  {
    name: 'dispatch',
    description:
      "The dispatcher's day board: a lane per driver, the unassigned legs, the waiting will-call returns and the drivers' last known positions (administrators)",
  },
  {
    name: 'events',
    description:
      'Live changes as server-sent events: which job, referral or driver changed (or which driver sent a position), for whoever may read it',
  },
  {
    name: 'inspections',
    description:
      "Drivers' pre-trip vehicle inspections of a day, and clearing a fault so the driver may start (administrators; a driver sends their own under drivers)",
  },
  {
    name: 'standing-orders',
    description:
      "Riders' recurring rides, the trips made from them ahead of time, and the company's holidays (administrators)",
  },
  {
    name: 'messages',
    description:
      'Email and SMS sent to riders, referrers and drivers: what went to whom and what became of it, and sending a failed one again (administrators)',
  },
  {
    name: 'message-templates',
    description:
      'The words of each message, with {{fields}} for what changes: read, change, preview and reset them (administrators)',
  },
  {
    name: 'invoices',
    description:
      'Invoices to payers, their claims with checks before sending, payments, aging and the claim files: invoice PDF, CMS-1500, ASC X12 837P, CSV (administrators)',
  },
  {
    name: 'claims',
    description:
      "Claims across invoices with what came back for them, the denials worklist and corrected claims; the clearinghouse's 999, 277CA and 835 files posted to them (administrators, or an API token with claims scopes)",
  },
  {
    name: 'trip-imports',
    description:
      "Brokers' manifests in: previewed, applied once, re-imported with changes held for the dispatcher, and each payer's column mapping (administrators, or an API token with trips scopes)",
  },
  {
    name: 'reports',
    description:
      "The company's performance over a period and each trip as brokers verify it, as JSON or CSV (administrators, or an API token with reports:read); the public site's record (anyone)",
  },
  {
    name: 'api-tokens',
    description: 'API tokens for integrations: made with scopes, shown once, revoked (administrators, signed in)',
  },
  {
    name: 'payers',
    description:
      'Who pays for trips — carriers, insurers, Medicaid brokers, facilities, riders — with their terms and their rate per level of service (administrators)',
  },
  {
    name: 'pay-statements',
    description:
      "Contractor pay statements: a driver's completed and no-show trips of a period at their job rates, adjustments, issue, paid and void, with the PDF and CSV (administrators; a driver reads their own once issued)",
  },
  {
    name: 'authorizations',
    description:
      "Riders' workers' compensation authorizations: the claim, the adjuster, and how many trips between which dates the carrier pays for (administrators; a rider's own are under riders)",
  },
  {
    name: 'outbox',
    description: 'Messages held because no email or SMS provider is configured, for an administrator to read',
  },
  {
    name: 'sms',
    description:
      "The SMS providers' callbacks for replies (STOP, START, C to confirm and X to cancel the next ride) and delivery reports",
  },
  {
    name: 'trip',
    description: "A rider's trip page behind its private link: where the ride stands, the driver and the van",
  },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

/** The first path segment after /api/ names the module, except where the accounts module owns several. */
const TAG_OF_SEGMENT: Record<string, ApiTag> = {
  'claim-files': 'claims',
  'trip-import-changes': 'trip-imports',
  public: 'reports',
  'trip-import-mappings': 'trip-imports',
  user: 'accounts',
  auth: 'accounts',
  session: 'accounts',
  login: 'accounts',
  logout: 'accounts',
  register: 'accounts',
  admin: 'accounts',
  objects: 'documents',
  holidays: 'standing-orders',
  healthz: 'health',
  readyz: 'health',
};

export function tagOf(url: string): string {
  const segment = url.replace(/^\/(api\/)?/, '').split('/')[0] ?? '';
  return TAG_OF_SEGMENT[segment] ?? segment;
}

/** The roles a route's access admits (the same config the access hook enforces): undefined for a public route, 'any' for any signed-in user. */
export function sessionRoles(route: Pick<RouteOptions, 'config'>): readonly Role[] | 'any' | undefined {
  const access = accessOf(route.config);
  return access === 'signed-in' ? 'any' : access;
}

function operationNotes(route: RouteOptions): string | undefined {
  const roles = sessionRoles(route);
  const limit = (route.config as { rateLimit?: { max?: number; timeWindow?: string } } | undefined)?.rateLimit;
  const lines = [
    roles &&
      `Needs a session${roles === 'any' ? '' : ` with the role ${roles.join(' or ')}`}: 401 without one${roles === 'any' ? '' : ', 403 with another role'}.`,
    limit?.max && `At most ${limit.max} requests per ${limit.timeWindow ?? 'window'} from one address (then 429).`,
    tokenScopesOf(route) &&
      `An API token with the scope ${tokenScopesOf(route)!.join(' or ')} may call it instead of a session.`,
  ].filter(Boolean);
  return lines.length > 0 ? lines.join(' ') : undefined;
}

/** The API token scopes a route admits (the config the access hook checks): undefined when it admits no token. */
export const tokenScopesOf = (route: Pick<RouteOptions, 'config'>) =>
  (route.config as { tokenScopes?: readonly string[] } | undefined)?.tokenScopes;

/** A route's name in the operations table: `GET /api/jobs/:id`. */
export const operationKey = (route: Pick<RouteOptions, 'method' | 'url'>) =>
  `${[route.method].flat().join(',')} ${route.url}`;

/**
 * The zod schemas become JSON Schema (fastify-type-provider-zod), named ones a `$ref` to their component; then each
 * operation gets its name from the operations table, its module's tag, its session rule and the errors it can answer
 * (docs/decisions/093-openapi-contract.md).
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (schema?.hide) return { schema, url };
  const entry = OPERATIONS[operationKey(input.route)];
  const needsSession = sessionRoles(input.route) !== undefined;
  const tokenScopes = tokenScopesOf(input.route);
  const description = operationNotes(input.route);
  return {
    url,
    schema: {
      ...schema,
      ...(entry && { operationId: entry.operationId, summary: entry.summary }),
      tags: [tagOf(url)],
      // Each route declares its success answers (docs.test.ts fails on one that does not); errors share one shape.
      response: {
        ...(typeof schema?.response === 'object' && schema.response),
        ...errorResponses(input.route, schema, needsSession, entry?.refusals),
        default: DEFAULT_ERROR,
      },
      // The document's default is the session cookie; a public operation says it needs nothing; an operation an
      // API token may call names the scopes that admit one.
      security: needsSession ? [{ cookieAuth: [] }, ...(tokenScopes ? [{ bearerAuth: [...tokenScopes] }] : [])] : [],
      ...(description && { description }),
    },
  };
};

/** The named schemas (`.meta({ id })`) become components; then the document gets its last touches. */
const transformObject: SwaggerTransformObject = (input) => tidyDocument(jsonSchemaTransformObject(input));

function documentDescription(company: CompanyProfile, cookie: string): string {
  return [
    `The HTTP API behind ${company.name}'s website and operations portal, for brokers and referral partners who integrate.`,
    '',
    `**Sessions.** Sign in with \`POST /api/login\`; the answer sets the session cookie \`${cookie}\`, which every later request sends back. ` +
      'Operations marked with `cookieAuth` need that session and name the roles they admit. No session is 401, a wrong role is 403, ' +
      'and a record that is not yours is 404. Writes sent by a browser from another site are refused (403); a server-side client sends ' +
      'no Origin or Sec-Fetch-Site header and is judged by its session alone.',
    '',
    '**Errors** are JSON `{ "message": string, "fieldErrors"?: { "<field>": string }, "reasons"?: string[] }` (the `ApiError` schema): 400 invalid input (with `fieldErrors` under the ' +
      "request's field names), 401, 403, 404, 409 conflict, 413 too large, 415 wrong file type, 422 a rule was broken, 429 rate-limited, " +
      '500 with no internals. Each operation lists the 4xx answers it can give; `default` stands for the rest.',
    '',
    '**Lists** answer `{ "items": [...], "nextCursor": string | null }`; pass `nextCursor` back as `cursor` for the next page ' +
      '(`limit`, 50 by default, at most 100).',
    '',
    '**Integrations** call the API with an API token instead of a session: `Authorization: Bearer <token>`. A token is made by an ' +
      'administrator, shown once, and reaches only the operations marked `bearerAuth` with one of its scopes (`trips:read`, ' +
      '`trips:write`, `claims:read`, `claims:write`, `reports:read`); anything else is 403, a revoked or expired token 401. ' +
      "Calls are limited per token and every one is on the audit trail under the token's name.",
    '',
    '**Retries.** `POST /api/referrals`, `POST /api/jobs` and `POST /api/drivers` accept an `Idempotency-Key` header: the same key ' +
      'and body get the first answer again, the same key with another body 422.',
  ].join('\n');
}

/**
 * Registers @fastify/swagger so it sees every route registered after it (call it before the route modules).
 * The document is built on first use and kept: `app.swagger()` caches it.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { company: CompanyProfile; secureCookie: boolean },
) {
  const cookie = sessionCookieName(options.secureCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${options.company.name} API`,
        version: API_VERSION,
        description: documentDescription(options.company, cookie),
        contact: { name: options.company.name, email: options.company.email },
      },
      // Relative: the API is on the origin that serves this document.
      servers: [{ url: '/', description: 'This server' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: cookie },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API token an administrator made for an integration (`POST /api/api-tokens`), sent as `Authorization: Bearer kmt_…`. ' +
              'It reaches only the operations that list one of its scopes here.',
          },
        },
      },
      security: [{ cookieAuth: [] }],
    },
    transform,
    transformObject,
  });
}
