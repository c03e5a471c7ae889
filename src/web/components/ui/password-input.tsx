import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** What the toggle names, e.g. 'password' gives 'Show password' / 'Hide password'. */
  toggleSubject?: string;
}

export function PasswordInput({ toggleSubject = 'password', className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggleName = `${visible ? 'Hide' : 'Show'} ${toggleSubject}`;

  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...props} />
      <button
        type="button"
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-md text-muted hover:text-ink"
      >
        {/* The name is text, not aria-label, so getByLabel('Password') finds only the field. */}
        <span className="sr-only">{toggleName}</span>
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
