import { isIP } from 'node:net';
import { z } from 'zod';

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
  return (
    family !== 0 && rest.length === 0 && /^\d{1,3}$/.test(prefix ?? '') && Number(prefix) <= (family === 4 ? 32 : 128)
  );
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

/** How the process runs and listens: environment, address, proxies in front, logging. */
export const serverEnv = {
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Whose X-Forwarded-For to believe for the client's address (throttling, rate limits, audit trail). */
  trustProxy: TrustProxy;
  logLevel: string;
}

type ServerEnv = z.infer<z.ZodObject<typeof serverEnv>>;

export function serverConfig(e: ServerEnv): ServerConfig {
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  };
}
