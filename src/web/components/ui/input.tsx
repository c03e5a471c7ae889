import { type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';

export const fieldControlClasses = cn(
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-ink',
  'placeholder:text-slate-500 disabled:bg-slate-100',
  'aria-invalid:border-danger',
);

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(fieldControlClasses, className)} {...props} />;
}
