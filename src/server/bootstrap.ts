import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ConfigError, type Config } from './config';
import { PasswordPolicy } from './auth/password-policy';
import type { Database } from './db/client';
import { seedDemo } from './demo/seed';
import { chainKeys, useProofChainKeys } from './modules/proof/chain';
import { createAdmin, hasAdmin } from './modules/users/admin';
import type { ObjectStore } from './storage/object-store';

export interface BootstrapResult {
  /** Set only when start-up invented credentials the operator must be told about, once. */
  generated?: { username: string; password: string; demoPassword: string };
}

/** Decision 003: the first administrator, and on a fresh development start the demo content. */
export async function bootstrap(db: Database, config: Config, store: ObjectStore): Promise<BootstrapResult> {
  if (await hasAdmin(db)) return {};
  if (config.admin) {
    const admin = config.admin;
    // The first administrator's password meets the same policy as any other (docs/decisions/011-password-strength.md).
    const weak = new PasswordPolicy(config.company.name).problem(admin.password, admin);
    if (weak) throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${weak}`);
    await db.transaction(async (tx) => {
      // Instances started together on an empty database: one creates the administrator, the others then find it.
      await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
      if (!(await hasAdmin(tx))) await createAdmin(tx, admin);
    });
    return {};
  }
  if (config.isProduction || !config.seedDemo) return {};
  const password = randomPassword();
  const demoPassword = randomPassword();
  await createAdmin(db, { username: 'admin', password, email: 'admin@example.com' });
  // The demo's trips carry proof of service, chained under the same key as the app's (docs/decisions/076-keyed-proof-chain.md).
  useProofChainKeys(chainKeys(config.proofChain.secret, config.proofChain.previous));
  await seedDemo(db, demoPassword, store, config.company);
  return { generated: { username: 'admin', password, demoPassword } };
}

function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Printed to the terminal rather than the structured log, so it is shown once and never shipped to log storage. */
export function credentialsBanner(url: string, generated: NonNullable<BootstrapResult['generated']>): string {
  const line = '─'.repeat(64);
  return [
    line,
    ` Demo content created. Open ${url}`,
    ` Administrator:  username ${generated.username}   password ${generated.password}`,
    ` Demo accounts:  partner, driver, driver.pending, driver.rejected, driver.active,`,
    `                 driver.inactive, driver.suspended   password ${generated.demoPassword}`,
    ' These passwords are shown only now. Set SEED_DEMO=false to start without demo content.',
    line,
  ].join('\n');
}
