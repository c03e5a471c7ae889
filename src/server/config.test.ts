import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { throwAwayDirs } from './test/temp-dirs';

const dataDir = throwAwayDirs('config');

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      seedDemo: true,
      isProduction: false,
    });
    expect(config.sessionIdleMs).toBe(8 * 3600_000);
    expect(config.company.tagline).toBe('Driving Care Forward, Nationwide');
  });

  it('stops with a message naming the variable for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/COMPANY_TIME_ZONE/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss' })).toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
  });

  it('requires SESSION_SECRET in production and never seeds demo content there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(false);
  });

  it('generates a session secret once outside production and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it("reads TRUST_PROXY as on/off, a number of proxies, or the proxies' addresses", () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value !== undefined && { TRUST_PROXY: value }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect([trust('false'), trust('no'), trust('0')]).toEqual([false, false, false]);
    expect([trust('true'), trust('yes')]).toEqual([true, true]);
    // '1' used to mean true; it is now one proxy in front of the app.
    expect([trust('1'), trust('2')]).toEqual([1, 2]);
    expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trust(' 127.0.0.1 , 10.0.0.0/8,fd00::/8, ::1,uniquelocal')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
      'uniquelocal',
    ]);
  });

  it('stops on a TRUST_PROXY that is not a number or a list of addresses', () => {
    for (const bad of [
      'maybe',
      '1.5',
      '-1',
      '10.0.0.300',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/8/1',
      '10.0.0.1,',
      'proxy.example.com',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, nginx' })).toThrow(
      /TRUST_PROXY: must be true, false, a number of proxies.*'nginx'/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(5000);
  });
});
