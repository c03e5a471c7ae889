import { type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldControlClasses } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field that looks like Input; vertical padding because it grows past one line. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(fieldControlClasses, 'py-2', className)} {...props} />;
}
