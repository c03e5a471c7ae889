import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: ReactNode;
  /** A line under the label saying what ticking it does. */
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label and its error under it. The whole label row is the target, at
 * least 44 px tall (WCAG 2.5.5), so it is easy to tick with a thumb.
 */
export function CheckboxField({ id, label, hint, error, className, ...props }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1', className)}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md py-2.5 text-base text-ink"
      >
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
          {...props}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="-mt-1.5 pl-8 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pl-8 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
