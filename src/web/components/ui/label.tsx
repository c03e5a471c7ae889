import { type LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, htmlFor, children, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label htmlFor={htmlFor} className={cn('block text-sm font-medium text-ink', className)} {...props}>
      {children}
    </label>
  );
}
