/**
 * Decision 003: creates an administrator from the command line.
 *   npm run admin:create -- <username> [email]
 * The password is read from ADMIN_PASSWORD or asked for on the terminal (never taken as an argument,
 * so it stays out of shell history).
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { newPasswordSchema, usernameSchema } from '../../domain/auth';
import { PasswordPolicy } from '../auth/password-policy';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { assertDatabaseDirectoryFree, DatabaseInUseError } from '../db/pglite-lock';
import { HttpError } from '../errors';
import { createAdmin } from '../modules/users/admin';

async function main() {
  const [usernameArg, email] = process.argv.slice(2);
  const username = usernameSchema.safeParse(usernameArg);
  if (!username.success) fail('Usage: npm run admin:create -- <username> [email]  (username: at least 3 characters)');
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // The embedded database belongs to one process at a time (README, docs/decisions/008-…): with the server
  // running, the command stops before asking for a password, and again if the server started meanwhile.
  if (!config.databaseUrl) await assertDatabaseDirectoryFree(pgliteDir).catch(failInUse);
  const password = process.env.ADMIN_PASSWORD ?? (await ask('Password for the new administrator: '));
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) fail(checked.error.issues[0]!.message);
  const weak = new PasswordPolicy(config.company.name).problem(password, { username: username.data!, email });
  if (weak) fail(weak);

  const database = await openDatabase({ url: config.databaseUrl, pgliteDir }).catch(failInUse);
  try {
    const admin = await createAdmin(database.db, { username: username.data!, password, email });
    console.log(`Administrator ${admin.username} created.`);
  } catch (error) {
    fail(error instanceof HttpError ? error.message : String(error));
  } finally {
    await database.close();
  }
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(question);
  rl.close();
  return answer;
}

function failInUse(error: unknown): never {
  if (error instanceof DatabaseInUseError) {
    fail(
      `${error.message}\nTo add an administrator while the server runs, sign in as an administrator and use ` +
        '"Create Administrator" under Dashboard → Settings; or stop the server first, then run this command again.',
    );
  }
  throw error;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

void main();
