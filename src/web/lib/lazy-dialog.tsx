import { Suspense, useState, type ComponentType } from 'react';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { lazyPart } from './lazy-part';

/** Mounted from its first opening on, so closing it still plays out inside the dialog itself. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog whose code (its form, the form library, the dialog library) is fetched when it is first opened, not
 * with the page that offers it: a staff screen then draws its list without any of it. `isOpen` reads from the
 * dialog's own props whether it is open; until it first is, nothing is rendered. `preload` fetches it ahead.
 * A dialog that cannot be fetched says so at the foot of the screen, with Try again, which opens it once fetched.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Part = lazyPart(load);
  function LazyDialog(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    return opened ? (
      <LoadBoundary placement="floating">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </LoadBoundary>
    ) : null;
  }
  return Object.assign(LazyDialog, { preload: Part.preload });
}
