import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A dashboard tab's contents arrive with the tab: each is its own chunk (its tables, dialogs and forms), fetched
 * when the tab is first shown, so the dashboard draws its heading and figures without any of them. `ready` is the
 * page's: false until its heading has been painted (useAfterPaint, once per page, so switching tabs later shows the
 * tab at once), so a phone paints the heading without waiting for the shown tab's chunk.
 */
export function TabSection({ ready, children }: { ready: boolean; children: ReactNode }) {
  const waiting = <Spinner className="flex justify-center py-10" />;
  return ready ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}
