import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { LoadBoundary } from './load-boundary';
import { useToast } from './use-toast';

const Toaster = lazyPart(async () => (await import('./toast')).Toaster);

/**
 * Radix Toast and its dependencies are about 10 KB of gzipped JS that a visitor reading the public
 * pages never uses, so they load with the first notification instead of with every page
 * (docs/performance.md). The toast store (use-toast.ts) is tiny and always present, so no
 * notification is lost: the Toaster shows the current entry as soon as its chunk arrives, and then
 * stays mounted (F8 and the live region keep working) for the rest of the visit. Should its chunk fail, the
 * screen goes on without toasts rather than failing with them.
 */
export function LazyToaster() {
  const { current } = useToast();
  const [needed, setNeeded] = useState(false);
  // Adjusting state while rendering, React's pattern for state derived from a changing input.
  if (current && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <LoadBoundary placement="silent">
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadBoundary>
  );
}
