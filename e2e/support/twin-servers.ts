import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_ADMIN, E2E_PORT } from './server';

/**
 * Two instances of the built app on one PostgreSQL database of their own, as behind a load balancer: what one
 * writes, the other must show (live changes cross instances through LISTEN/NOTIFY). Needs TEST_DATABASE_URL
 * (CI always sets it); the database is made here and dropped afterwards.
 */
export interface TwinServers {
  urls: [string, string];
  stop: () => Promise<void>;
}

async function ready(url: string, child: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app on ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app on ${url} did not become ready`);
}

export async function startTwinServers(adminUrl: string): Promise<TwinServers> {
  const name = `e2e_twins_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-twins-'));
  const ports = [E2E_PORT + 11, E2E_PORT + 12] as const;
  const children: ChildProcess[] = [];
  const urls = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) =>
            child.exitCode !== null || child.signalCode !== null
              ? resolve()
              : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
          ),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    // One after the other: the first applies the migrations, the second finds them applied.
    for (const [i, port] of ports.entries()) {
      const child = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '127.0.0.1',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      await ready(urls[i]!, child, Date.now() + 60_000);
    }
  } catch (error) {
    // A server that did not come up leaves nothing behind either: no process, folder or database.
    await stop();
    throw error;
  }
  return { urls, stop };
}
