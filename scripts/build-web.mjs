// Builds the web app with its temporary files in a folder of its own, removed when the build ends: the service
// worker's generator writes a draft of sw.js to the system's temporary directory and never removes it, so each
// build (and each CI run) left one behind.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
const dir = mkdtempSync(path.join(tmpdir(), 'keystone-build-'));
try {
  const run = spawnSync(process.execPath, [vite, 'build', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: dir },
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
