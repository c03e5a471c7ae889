import { cn } from '@/lib/cn';
import type { ListView } from '@/lib/list-view';

const text = { view: 'View', table: 'Table', cards: 'Cards' };

/** Table or cards on a wide screen; shown only where both fit. */
export function ViewSwitch({
  view,
  onChange,
  className,
}: {
  view: ListView;
  onChange: (view: ListView) => void;
  className?: string;
}) {
  const options = [
    ['table', text.table],
    ['cards', text.cards],
  ] as const;
  return (
    <div
      role="group"
      aria-label={text.view}
      className={cn('flex gap-1 justify-self-start rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'min-h-9 rounded-md px-3 text-sm font-semibold',
            view === value ? 'bg-white text-brand-800 shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
