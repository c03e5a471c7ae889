import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAfterPaint } from '@/lib/use-after-paint';

/**
 * A dashboard tab's contents arrive with the tab: each is its own chunk (its tables, dialogs and forms), fetched
 * when the tab is first shown, so the dashboard draws its heading and figures without any of them. The shown tab's
 * chunk is asked for once the heading has been painted, so a phone paints the heading without waiting for it.
 */
export function TabSection({ children }: { children: ReactNode }) {
  const painted = useAfterPaint();
  const waiting = <Spinner className="flex justify-center py-10" />;
  return painted ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}
