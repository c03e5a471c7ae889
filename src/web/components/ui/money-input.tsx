import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/**
 * An amount in dollars: a "$" before the digits and the phone's decimal keypad. Text, not type=number, so "55.00"
 * stays as typed and a third decimal reaches the schema to be refused with its message rather than rounded
 * (docs/decisions/066-money-and-business-days.md).
 */
export function MoneyInput({ className, ...props }: InputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
      >
        $
      </span>
      <Input inputMode="decimal" autoComplete="off" className={cn('pl-7', className)} {...props} />
    </div>
  );
}
