import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { invalid } from './env';

/** Sessions and the first administrator. */
export const securityEnv = {
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be positive')
    .max(24 * 30)
    .default(8),
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  PROOF_CHAIN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PROOF_CHAIN_PREVIOUS_SECRETS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((secret) => secret.length >= 32), 'each secret must be at least 32 characters')
    .optional(),
};

export interface SecurityConfig {
  sessionSecret: string;
  sessionIdleMs: number;
  admin: { username: string; password: string; email: string | undefined } | undefined;
  /**
   * What the proof chain's key is derived from (docs/decisions/076-keyed-proof-chain.md): PROOF_CHAIN_SECRET, or
   * else the session secret; and the earlier ones whose events are still checked after a rotation.
   */
  proofChain: { secret: string; previous: string[] };
}

type SecurityEnv = z.infer<z.ZodObject<typeof securityEnv>>;

export function checkSecurity(e: SecurityEnv, isProduction: boolean): void {
  if (isProduction && !e.SESSION_SECRET) throw invalid('SESSION_SECRET', 'is required in production');
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD))
    throw invalid('ADMIN_USERNAME and ADMIN_PASSWORD', 'set both or neither');
}

export function securityConfig(e: SecurityEnv, dataDir: string): SecurityConfig {
  const sessionSecret = e.SESSION_SECRET ?? localSessionSecret(dataDir);
  return {
    sessionSecret,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    proofChain: { secret: e.PROOF_CHAIN_SECRET ?? sessionSecret, previous: e.PROOF_CHAIN_PREVIOUS_SECRETS ?? [] },
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL }
        : undefined,
  };
}

/** Outside production the secret is generated once and kept beside the data, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
