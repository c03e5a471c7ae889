import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A label and its value inside a <dl>. */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium wrap-anywhere whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{children}</h3>;
}
