import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A dashboard tab's contents arrive with the tab: each is its own chunk (its tables, dialogs and forms), fetched
 * when the tab is first shown, so the dashboard draws its heading and figures without any of them.
 */
export function TabSection({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="flex justify-center py-10" />}>{children}</Suspense>;
}
