import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Throw-away folders (a DATA_DIR, an object store) for the tests of the file or describe block this is called in,
 * all removed after them — whether they passed or not; the run fails when one is left behind (scripts/test-tmpdir.ts).
 */
export function throwAwayDirs(name: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), `keystone-${name}-`));
    made.push(dir);
    return dir;
  };
}
