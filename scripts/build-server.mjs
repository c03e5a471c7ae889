// Bundles the server into dist/server/main.js (and its PDF worker) and copies its SQL migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  // The PDF and route-solver worker threads run their own scripts beside main.js (src/server/pdf/render-in-worker.ts,
  // src/server/modules/scheduling/solve-in-worker.ts).
  entryPoints: {
    main: 'src/server/main.ts',
    'pdf-render-worker': 'src/server/pdf/pdf-render-worker.ts',
    'solver-worker': 'src/server/modules/scheduling/solver-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
console.log('server built: dist/server/main.js');
