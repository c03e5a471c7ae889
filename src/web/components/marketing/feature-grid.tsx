import type { Feature } from '@/content/types';
import { cn } from '@/lib/cn';
import { ContentIcon } from './content-icon';

const columns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** Cards of icon, h3 and a sentence: services, reasons to choose us, benefits. */
export function FeatureGrid({
  items,
  cols = 3,
  variant = 'card',
}: {
  items: readonly Feature[];
  cols?: keyof typeof columns;
  variant?: 'card' | 'plain';
}) {
  return (
    <ul className={cn('grid gap-5 sm:gap-6', columns[cols])}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            'flex gap-4',
            variant === 'card'
              ? 'flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
              : 'items-start p-1',
          )}
        >
          <ContentIcon name={item.icon} size={variant === 'card' ? 'lg' : 'md'} />
          <div>
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-1.5 text-[0.95rem] leading-relaxed text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
