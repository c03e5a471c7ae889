import { afterEach, describe, expect, it, vi } from 'vitest';
import { installOfflineApp } from './offline-app';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function stubServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  vi.stubGlobal('navigator', { serviceWorker: { register } });
  return register;
}

describe('installing the offline support at sign-in', () => {
  it('registers the service worker at once in the build, without waiting for a quiet moment', () => {
    vi.stubEnv('PROD', true);
    const register = stubServiceWorker();
    installOfflineApp();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers nothing in development, which serves no service worker', () => {
    vi.stubEnv('PROD', false);
    const register = stubServiceWorker();
    installOfflineApp();
    expect(register).not.toHaveBeenCalled();
  });
});
