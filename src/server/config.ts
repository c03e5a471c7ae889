import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COMPANY, SERVICE_STATES, type CompanyProfile } from '../domain/company';
import type { S3Settings } from './storage/s3';

/** Thrown when the environment is wrong; main prints it and stops without a stack trace. */
export class ConfigError extends Error {}

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/**
 * Which proxies may say who the client is through X-Forwarded-For: none (false), all (true: the left-most
 * entry wins, which a client can forge unless the proxy overwrites the header), a number of hops counted
 * from the app (1 = one proxy in front), or the proxies' addresses and CIDR ranges (the strictest: the
 * address the connection comes from is checked). '1' is one hop, not true; '0' is false.
 */
export type TrustProxy = boolean | number | string[];

/** Named ranges that Fastify (proxy-addr) understands besides addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (isIP(entry) !== 0 || PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  return family !== 0 && rest.length === 0 && /^\d{1,3}$/.test(prefix ?? '') && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || ['false', 'no', '0'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a number of proxies, or proxy addresses and CIDR ranges separated by commas ('${bad}' is none of these)`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_HOURS: z.coerce.number({ error: 'must be a number of hours' }).positive('must be positive').max(24 * 30).default(8),
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  SEED_DEMO: bool(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  COMPANY_NAME: z.string().min(1).optional(),
  COMPANY_DBA_NAME: z.string().min(1).optional(),
  COMPANY_TAGLINE: z.string().min(1).optional(),
  COMPANY_PHONE: z.string().min(7, 'must be a phone number').optional(),
  COMPANY_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  COMPANY_CITY: z.string().min(1).optional(),
  COMPANY_TIME_ZONE: z
    .string()
    .refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', 'must be an IANA time zone such as America/New_York')
    .optional(),
  COMPANY_STATES: z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim().toUpperCase()).filter(Boolean))
    .pipe(z.array(z.enum(SERVICE_STATES, { error: `must list states among ${SERVICE_STATES.join(', ')}` })).min(1))
    .optional(),
});

/** Every environment variable the server reads; .env.example and the README's table list each (config-docs.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  sessionIdleMs: number;
  admin: { username: string; password: string; email: string | undefined } | undefined;
  seedDemo: boolean;
  /** Shared rate limits and sign-in throttling across instances; in memory without it. */
  redisUrl: string | undefined;
  /** Whose X-Forwarded-For to believe for the client's address (throttling, rate limits, audit trail). */
  trustProxy: TrustProxy;
  logLevel: string;
  company: CompanyProfile;
  /** D12: uploaded files on local disk under DATA_DIR, or in an S3-compatible bucket when S3_BUCKET is set. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** Where the built SPA lives; undefined serves the API only (tests). */
  webRoot: string | undefined;
}

/** Reads the environment once at start-up; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { webRoot?: string } = {}): Config {
  const blankAsMissing = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET) throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: is required in production');
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD: set both or neither');
  }
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? localSessionSecret(dataDir),
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL } : undefined,
    seedDemo: e.SEED_DEMO && !isProduction,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    company: {
      ...DEFAULT_COMPANY,
      name: e.COMPANY_NAME ?? DEFAULT_COMPANY.name,
      dbaName: e.COMPANY_DBA_NAME ?? DEFAULT_COMPANY.dbaName,
      tagline: e.COMPANY_TAGLINE ?? DEFAULT_COMPANY.tagline,
      phone: e.COMPANY_PHONE ?? DEFAULT_COMPANY.phone,
      email: e.COMPANY_EMAIL ?? DEFAULT_COMPANY.email,
      city: e.COMPANY_CITY ?? DEFAULT_COMPANY.city,
      timeZone: e.COMPANY_TIME_ZONE ?? DEFAULT_COMPANY.timeZone,
      serviceStates: e.COMPANY_STATES ?? DEFAULT_COMPANY.serviceStates,
    },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local' },
    webRoot: options.webRoot,
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
