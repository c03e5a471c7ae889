import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A wide table's box: when the workspace is narrower than the table, it scrolls sideways, and a keyboard user
 * can focus it to scroll with the arrow keys (WCAG 2.1.1), so it is a named region. It is the containing block of
 * what it holds (relative): a screen reader's hidden text in a header cell would otherwise sit outside the scroll and
 * widen the whole page on a phone.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${label} table`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        'relative min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
