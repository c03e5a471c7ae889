import { WifiOff } from 'lucide-react';
import { Button } from './button';

/**
 * Shown instead of the sign-in page when the session check got no answer: the person may well be signed in, the
 * phone just has no signal. The page picks up by itself when the signal returns; "Try again" asks at once.
 */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-[calc(100vh-var(--spacing-nav))] items-center justify-center p-4">
      <div role="status" className="grid max-w-sm justify-items-center gap-3 text-center">
        <WifiOff aria-hidden="true" className="size-10 text-muted" />
        <h1 className="text-xl font-semibold text-brand-900">You are offline</h1>
        <p className="text-muted">
          This page needs the signal once before it works offline. It opens by itself when the signal returns.
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
