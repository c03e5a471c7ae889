import { lazyDialog } from '@/lib/lazy-dialog';

// The trip's dialogs (and the dialog library, the signature pad) load when one is first opened, not with the
// driver's run (docs/decisions/061-light-driver-screens.md). The service worker keeps them for use offline.
export const ConfirmMoveDialog = lazyDialog(
  async () => (await import('./confirm-move-dialog')).ConfirmMoveDialog,
  (props) => props.confirmation !== null,
);

export const DropoffDialog = lazyDialog(
  async () => (await import('./dropoff-dialog')).DropoffDialog,
  (props) => props.job !== null && props.confirmation !== null,
);

/**
 * Fetches the trip's dialogs ahead of need: called while a leg is under way, so the drop-off opens even when
 * the signal has gone by the time the rider is delivered.
 */
export function preloadTripDialogs(): void {
  ConfirmMoveDialog.preload();
  DropoffDialog.preload();
}
