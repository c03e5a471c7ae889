import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../auth/password';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The command an operator types (README): it must create a working administrator in the same database the server uses.
const createAdmin = (args: string[], password: string) =>
  run('npx', ['tsx', 'src/server/cli/create-admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, DATABASE_URL: '' },
  });

describe('npm run admin:create', () => {
  it('creates an administrator whose password works', async () => {
    const { stdout } = await createAdmin(['night.dispatch', 'night@example.com'], 'Overnight-Desk-Key-9');
    expect(stdout).toContain('Administrator night.dispatch created.');
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.username, 'night.dispatch'));
      expect(admin).toMatchObject({ role: 'admin', email: 'night@example.com' });
      expect(await verifyPassword(admin!.passwordHash, 'Overnight-Desk-Key-9')).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a common password and changes nothing', async () => {
    const failed = await createAdmin(['weak.admin'], 'password123').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('This password is too common');
  }, 60_000);
});
