import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_FILE } from '../../../scripts/test-tmpdir';
import { migratedPgliteCopy } from '../db/client';

/** How long a test file waits for another one to finish the run's template. */
const WAIT_MS = 120_000;

let loaded: Promise<Blob> | undefined;

/**
 * The run's migrated embedded database, made once and copied by every test file: creating a PGlite cluster takes
 * seconds, loading a copy a fraction of that. The first test file to ask makes it in the run's temporary folder
 * (scripts/test-tmpdir.ts), under a lock folder so two workers never make it at once; the others wait for the
 * file. It goes with the run's folder, whose check does not count it as a leftover.
 */
export function pgliteTemplate(): Promise<Blob> {
  loaded ??= readOrMake();
  return loaded;
}

async function readOrMake(): Promise<Blob> {
  const file = path.join(tmpdir(), PGLITE_TEMPLATE_FILE);
  const lock = `${file}.lock`;
  const read = () => new Blob([readFileSync(file)]);
  if (existsSync(file)) return read();
  try {
    mkdirSync(lock);
  } catch {
    for (const started = Date.now(); !existsSync(file);) {
      if (Date.now() - started > WAIT_MS) throw new Error('Another test worker did not finish the database template');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return read();
  }
  try {
    const copy = await migratedPgliteCopy();
    writeFileSync(`${file}.part`, Buffer.from(await copy.arrayBuffer()));
    renameSync(`${file}.part`, file);
    return copy;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
