/**
 * Registers the service worker that keeps the portal for use without signal
 * (docs/decisions/058-installable-portal.md) once the page has loaded and the browser has a quiet moment:
 * installing it fetches the app's whole shell, work a phone should not do while it draws the run.
 */
export function registerOfflineApp(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const whenQuiet = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
