import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { bootstrap, credentialsBanner } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { createGeo } from './geo';
import { backfillPlaces } from './modules/places/backfill';
import { scheduleGeneration } from './modules/standing-orders/schedule';
import { createObjectStore } from './storage';
import { drainAndClose, type Lifecycle } from './shutdown';
import { Redis } from 'ioredis';

const started = performance.now();

function webRoot(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../web'), path.resolve('dist/web')].find((dir) =>
    existsSync(path.join(dir, 'index.html')),
  );
}

async function main() {
  // A .env file beside package.json is read if present; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig(process.env, { webRoot: webRoot() });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onPoolError: (error) =>
      console.error(JSON.stringify({ level: 'error', msg: 'database pool error', err: error.message })),
  });
  const objectStore = createObjectStore(config);
  const { generated } = await bootstrap(database.db, config, objectStore);
  // Limits must hold across instances; a Redis that is down answers 500s on sign-in rather than silently
  // dropping the limits, and reconnects by itself.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'redis error', err: error.message })),
  );
  const lifecycle: Lifecycle = { draining: false };
  const app = await buildApp(config, { database, objectStore, redis, lifecycle });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  app.log.info({ address, database: database.kind, readyMs: Math.round(performance.now() - started) }, 'ready');
  if (!config.webRoot) app.log.warn('No built web app found (run `npm run build`); serving the API only');
  if (generated) process.stdout.write(`\n${credentialsBanner(url, generated)}\n\n`);
  // Addresses typed as one line before places were structured are parsed in the background (docs/decisions/039-operations-records.md).
  const geo = createGeo({
    geocoderUrl: config.geocoderUrl,
    routingUrl: config.routingUrl,
    timeZone: config.company.timeZone,
  });
  backfillPlaces(database.db, geo.geocoder)
    .then((done) => done.referrals + done.jobs > 0 && app.log.info(done, 'addresses carried over to places'))
    .catch((error: Error) => app.log.error({ err: error.message }, 'address carry-over failed'));
  const stopGeneration = scheduleGeneration(database.db, config.company.timeZone, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // In development nobody balances load, and a reload should not wait for a drain.
      stopGeneration();
      await drainAndClose(app, lifecycle, config.env === 'development' ? 0 : undefined);
      await database.close();
      redis?.disconnect();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
