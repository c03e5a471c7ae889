import { z } from 'zod';
import type { CompanyProfile } from '../../domain/company';
import { billingConfig, billingEnv, type BillingConfig } from './billing';
import { companyEnv, companyProfile } from './company';
import { ConfigError } from './env';
import { geoConfig, geoEnv, type GeoConfig } from './geo';
import { checkMessaging, messagingConfig, messagingEnv, type MessagingConfig } from './messaging';
import { pdfConfig, pdfEnv, type PdfConfig } from './pdf';
import { checkSecurity, securityConfig, securityEnv, type SecurityConfig } from './security';
import { serverConfig, serverEnv, type ServerConfig } from './server';
import { checkStorage, storageConfig, storageEnv, type StorageConfig } from './storage';

export { ConfigError } from './env';

const envSchema = z.object({
  ...serverEnv,
  ...storageEnv,
  ...securityEnv,
  ...companyEnv,
  ...geoEnv,
  ...messagingEnv,
  ...billingEnv,
  ...pdfEnv,
});

/** Every environment variable the server reads; .env.example and the README's table list each (config-docs.test.ts). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config
  extends ServerConfig, StorageConfig, SecurityConfig, GeoConfig, MessagingConfig, BillingConfig, PdfConfig {
  company: CompanyProfile;
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
  const server = serverConfig(e);
  checkSecurity(e, server.isProduction);
  checkStorage(e);
  checkMessaging(e);
  const storage = storageConfig(e, server.isProduction);
  return {
    ...server,
    ...storage,
    ...securityConfig(e, storage.dataDir),
    company: companyProfile(e),
    ...geoConfig(e),
    ...messagingConfig(e, e.NODE_ENV === 'test'),
    ...billingConfig(e),
    ...pdfConfig(e),
    webRoot: options.webRoot,
  };
}
