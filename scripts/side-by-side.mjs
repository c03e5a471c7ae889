// Runs npm scripts at the same time and fails when any fails: `npm test` checks types and lint side by side, since
// each mostly uses one processor and CI's machine has two. Each script's output is printed whole when it ends, so
// the two never interleave line by line.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/side-by-side.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`}\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code === 0);
      });
    }),
);

const passed = await Promise.all(runs);
process.exitCode = passed.every(Boolean) ? 0 : 1;
