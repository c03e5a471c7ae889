import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The trip's dialogs (and the dialog library, the signature pad) load when one is first opened, not with the
// driver's run (docs/decisions/061-light-driver-screens.md). The service worker keeps them for use offline.
const loadConfirm = () => import('./confirm-move-dialog');
const loadDropoff = () => import('./dropoff-dialog');
const ConfirmMoveDialogChunk = lazy(async () => ({ default: (await loadConfirm()).ConfirmMoveDialog }));
const DropoffDialogChunk = lazy(async () => ({ default: (await loadDropoff()).DropoffDialog }));

/**
 * Fetches the trip's dialogs ahead of need: called while a leg is under way, so the drop-off opens even when
 * the signal has gone by the time the rider is delivered.
 */
export function preloadTripDialogs(): void {
  void loadConfirm().catch(() => undefined);
  void loadDropoff().catch(() => undefined);
}

/** Mounted from its first opening on, so closing it still plays out inside the dialog itself. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function ConfirmMoveDialog(props: ComponentProps<typeof ConfirmMoveDialogChunk>) {
  const opened = useOpenedOnce(props.confirmation !== null);
  return opened ? (
    <Suspense fallback={null}>
      <ConfirmMoveDialogChunk {...props} />
    </Suspense>
  ) : null;
}

export function DropoffDialog(props: ComponentProps<typeof DropoffDialogChunk>) {
  const opened = useOpenedOnce(props.job !== null && props.confirmation !== null);
  return opened ? (
    <Suspense fallback={null}>
      <DropoffDialogChunk {...props} />
    </Suspense>
  ) : null;
}
