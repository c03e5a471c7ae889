import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { trainingManual } from './scripts/training-manual/vite-plugin';

// In development the API runs on its own port; the browser still sees one origin through the proxy,
// so cookies and the production CSP ('self' only) behave the same as when the server serves dist/web.
// scripts/dev.mjs starts the API on DEV_API_PORT (default 5001) and waits for it before starting Vite.
const API_TARGET = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '5001'}`;
// robots.txt and sitemap.xml are static files in src/web/public, so Vite serves them itself.
const proxied = ['/api', '/healthz', '/readyz'];

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), tailwindcss(), trainingManual()],
  resolve: {
    // The same aliases as tsconfig.json `paths`.
    alias: [
      { find: /^@domain$/, replacement: fileURLToPath(new URL('./src/domain/index.ts', import.meta.url)) },
      { find: /^@domain\//, replacement: fileURLToPath(new URL('./src/domain/', import.meta.url)) },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // bench/web.mjs reads which chunks each page loads from the manifest (docs/performance.md).
    manifest: true,
  },
  server: {
    port: 5000,
    strictPort: false,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
});
