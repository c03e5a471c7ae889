/**
 * Registers the service worker that keeps the portal for use without signal
 * (docs/decisions/058-installable-portal.md) once the page has loaded and the browser has a quiet moment:
 * installing it fetches the app's whole shell, work a phone should not do while it draws the run.
 */
export function registerOfflineApp(): void {
  if (!('serviceWorker' in navigator)) return;
  const whenQuiet = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(installNow, { timeout: 5000 })
      : setTimeout(installNow, 1000);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}

/**
 * Installs the offline support at once, right after a sign-in: a driver on a first visit may lose the signal before
 * the browser's next quiet moment, and without it a reload then has no portal to show. Registering again is a no-op
 * for the browser. Only the build has a service worker (vite.config.ts); development serves none.
 */
export function installOfflineApp(): void {
  if (!import.meta.env.PROD) return;
  installNow();
}

function installNow(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
