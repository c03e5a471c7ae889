// Starts the built server for the journeys on a fresh, throw-away data directory (the rest of the
// environment comes from playwright.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(path.resolve('dist/server/main.js'));
