import type { Stat } from '@/content/types';
import { cn } from '@/lib/cn';

/** Figures on the brand band: value large, label below. A description list keeps each pair together. */
export function StatList({ items, className }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl
      className={cn('grid grid-cols-2 gap-x-6 gap-y-8 text-center', items.length >= 4 && 'lg:grid-cols-4', className)}
    >
      {items.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
