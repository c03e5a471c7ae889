import { lazy, Suspense, useState, type ComponentType } from 'react';

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
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load().then((component) => ({ default: component })));
  const Chunk = lazy(once) as unknown as ComponentType<P>;
  function LazyDialog(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    return opened ? (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    ) : null;
  }
  return Object.assign(LazyDialog, { preload: () => void once().catch(() => undefined) });
}
