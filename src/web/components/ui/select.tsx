import { type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fieldControlClasses } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

// Selects whose starting choice has been set: set once, so a later render never undoes the user's choice.
const started = new WeakSet<HTMLSelectElement>();

/**
 * An uncontrolled select's starting choice, set on the element itself before anyone else's ref (a form's
 * register reads the value there). The renderer's own `defaultValue` finds only the options written directly
 * inside the select: the build's renderer (docs/decisions/073-preact-in-the-browser-build.md) misses options
 * that come from a component such as LevelOfServiceOptions, and the browser then picks the first enabled one.
 */
function withStartingChoice(defaultValue: SelectProps['defaultValue'], ref: SelectProps['ref']) {
  return (element: HTMLSelectElement | null) => {
    if (element && defaultValue !== undefined && !started.has(element)) {
      started.add(element);
      element.value = String(defaultValue);
    }
    if (typeof ref === 'function') return ref(element);
    if (ref) (ref as { current: HTMLSelectElement | null }).current = element;
  };
}

/** A native select: keyboard, screen reader and mobile pickers work without extra code. */
export function Select({ className, children, defaultValue, ref, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        ref={withStartingChoice(defaultValue, ref)}
        className={cn(fieldControlClasses, 'appearance-none pr-10', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
