import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('inline-flex', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-700" />
    </div>
  );
}

/** Fills the content area below the navigation bar, so the footer does not jump when a page arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[calc(100vh-var(--spacing-nav))] items-center justify-center">
      <Spinner />
    </div>
  );
}
