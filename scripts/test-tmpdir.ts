// One temporary folder per test run (Vitest's or Playwright's), under which everything the run makes in the
// temporary directory lands: node's os.tmpdir() reads TMPDIR at each call, and the workers and the servers a
// run starts inherit it. At the end the run reports what is left in it and removes it, so a test that forgets
// its folder fails the run instead of filling the disk, and runs side by side on one machine never see each
// other's folders.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUN_TMPDIR = 'KEYSTONE_RUN_TMPDIR';

// Caches the tools keep in the temporary directory on purpose, across runs: tsx's compiled sources (the tests
// start the server with tsx) and Playwright's compiled journeys. Linked into the run's folder, so they stay
// where they were, warm, and are no leftover.
const uid = process.geteuid?.() ?? 0;
const KEPT_CACHES = [`tsx-${uid}`, `playwright-transform-cache-${uid}`];
// What the run itself keeps for its whole length and removes with its folder: the migrated embedded database its
// test files copy (src/server/test/pglite-template.ts).
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar';
const RUN_FILES = [PGLITE_TEMPLATE_FILE];

/** The run's folder, made by the first caller in the run's main process; its workers find it in the environment. */
export function openRunTmpdir(): string {
  const existing = process.env[RUN_TMPDIR];
  if (existing) return existing;
  const outer = tmpdir();
  const dir = mkdtempSync(path.join(outer, 'keystone-run-'));
  for (const name of KEPT_CACHES) {
    const cache = path.join(outer, name);
    if (!existsSync(cache)) mkdirSync(cache, { mode: 0o700 });
    symlinkSync(cache, path.join(dir, name));
  }
  process.env[RUN_TMPDIR] = dir;
  process.env.TMPDIR = dir;
  // A run that stops before its check (a crash, Ctrl-C, a command that runs no tests) still takes its folder along.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What the run left in its folder (names inside it); the folder is removed either way (a linked cache is not followed). */
export function closeRunTmpdir(dir: string): string[] {
  let left: string[] = [];
  try {
    left = readdirSync(dir).filter(
      (name) =>
        !(KEPT_CACHES.includes(name) && lstatSync(path.join(dir, name)).isSymbolicLink()) && !RUN_FILES.includes(name),
    );
  } catch {
    // Already gone.
  }
  rmSync(dir, { recursive: true, force: true });
  return left;
}

export function leftoversMessage(left: readonly string[]): string {
  return `The run left ${left.length} item(s) in the temporary directory; remove each in an afterAll/afterEach, close() or finally: ${left.join(', ')}`;
}
