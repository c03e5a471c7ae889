import { z } from 'zod';
import { isIsoDate } from './dates';
import { instant } from './wire-formats';

/**
 * API tokens for integrations (docs/decisions/102-api-tokens.md): a broker's, a facility's or the company's own
 * scripts call the API with `Authorization: Bearer <secret>` instead of a person's password. A token reaches only
 * the routes of its scopes.
 */
export const API_TOKEN_SCOPES = ['trips:read', 'trips:write', 'claims:read', 'claims:write', 'reports:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'trips:read': 'Read trips',
  'trips:write': 'Create trips',
  'claims:read': 'Read claims and clearinghouse files',
  'claims:write': 'Post clearinghouse files (999, 277CA, 835)',
  'reports:read': 'Read reports',
};

/** A token lives at most a year: one that is never rotated is one that leaks unnoticed. */
export const MAX_API_TOKEN_DAYS = 366;

export const apiTokenInput = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(3, 'Name must be at least 3 characters')
      .max(80, 'Name must be at most 80 characters'),
    scopes: z
      .array(z.enum(API_TOKEN_SCOPES, { error: 'Not a scope' }), { error: 'Choose at least one scope' })
      .min(1, 'Choose at least one scope')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
    expiresOn: z
      .string({ error: 'Expiry date is required' })
      .refine(isIsoDate, 'Expiry date must be a valid date')
      .describe('The last day the token works, on the company clock'),
  })
  .strict();
export type ApiTokenInput = z.input<typeof apiTokenInput>;

export const apiTokenResponse = z
  .object({
    id: z.guid(),
    name: z.string(),
    scopes: z.array(z.enum(API_TOKEN_SCOPES)),
    prefix: z.string().describe('The first characters of the secret, to tell tokens apart'),
    createdBy: z.string().nullable(),
    createdAt: instant,
    expiresAt: instant,
    revokedAt: instant.nullable(),
    lastUsedAt: instant.nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenResponse>;

export const createdApiTokenResponse = apiTokenResponse
  .extend({ secret: z.string().describe('Shown once, now: only its hash is kept') })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiTokenResponse>;
