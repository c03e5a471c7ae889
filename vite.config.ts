import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { portalChunk } from './scripts/portal-chunk/vite-plugin';
import { reactOnPreact } from './scripts/preact/vite-plugin';
import { trainingManual } from './scripts/training-manual/vite-plugin';
import { OFFLINE_RUN_CACHE } from './src/web/lib/offline-run';

// In development the API runs on its own port; the browser still sees one origin through the proxy,
// so cookies and the production CSP ('self' only) behave the same as when the server serves dist/web.
// scripts/dev.mjs starts the API on DEV_API_PORT (default 5001) and waits for it before starting Vite.
const API_TARGET = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '5001'}`;
// robots.txt and sitemap.xml are static files in src/web/public, so Vite serves them itself.
const proxied = ['/api', '/healthz', '/readyz'];
const portal = portalChunk();

/** In development, a rider's link opens the trip page as the server serves it in production (docs/decisions/115-trip-page.md). */
const tripPageInDevelopment = {
  name: 'trip-page-in-development',
  configureServer(server: {
    middlewares: { use: (fn: (req: { url?: string }, res: unknown, next: () => void) => void) => void };
  }) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/t/')) req.url = '/trip.html';
      next();
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [
    tripPageInDevelopment,
    reactOnPreact(),
    portal.plugin,
    react(),
    tailwindcss(),
    trainingManual(),
    // The portal installs as an app and opens without signal on the last run it read (docs/decisions/058-installable-portal.md).
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app once the page is drawn (src/web/lib/offline-app.ts).
      injectRegister: false,
      manifest: {
        name: 'Keystone Medical Transport',
        short_name: 'Keystone',
        description: 'Your trips for today, tomorrow and after, and the record of each one.',
        start_url: '/driver-portal',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f766e',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // A new version takes over open pages at once, so a phone is never left on an old shell.
        clientsClaim: true,
        skipWaiting: true,
        // The app's shell; the map (only dispatchers open it) and the training manual are fetched when asked for.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['**/map-canvas-*', '**/maplibre-gl-worker-*', '**/*.pdf'],
        maximumFileSizeToCacheInBytes: 600_000,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/t\//, /^\/api\//, /^\/objects\//, /^\/healthz/, /^\/readyz/, /\.pdf$/],
        runtimeCaching: [
          {
            // What the driver's screens read, kept for when the signal goes; the network is asked first.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/(jobs\/driver\/|drivers\/me$|user$|session$|company$|policies$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_RUN_CACHE,
              networkTimeoutSeconds: 4,
              expiration: { maxAgeSeconds: 2 * 24 * 3600, maxEntries: 40 },
            },
          },
        ],
      },
    }),
  ],
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
    rolldownOptions: {
      // The rider's trip page is its own small page, without the app (docs/decisions/115-trip-page.md).
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        trip: fileURLToPath(new URL('./src/web/trip.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: portal.groups } },
    },
  },
  server: {
    port: 5000,
    strictPort: false,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
});
