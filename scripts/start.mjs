// `npm start`: builds when the sources are newer than the last build, then serves on PORT (default 5000)
// with the embedded database and demo content (decision 003).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/server/main.js';
const inputs = ['src', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.mjs'];

function newest(target) {
  if (!existsSync(target) || /\.test\.tsx?$/.test(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

const built = existsSync(stamp) && existsSync('dist/web/index.html') ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...inputs.map(newest))) {
  console.log('Building the site (first start or changed sources)…');
  execSync('npm run build', { stdio: 'inherit' });
}
await import(path.resolve(stamp));
