import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

/** Tabs side by side in equal columns; pass `columns` to lay them out otherwise (e.g. two rows on a phone). */
export function TabsList({
  className,
  columns = 'grid-flow-col auto-cols-fr',
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { columns?: string }) {
  return <TabsPrimitive.List className={cn('grid gap-1 rounded-lg bg-slate-100 p-1', columns, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-11 rounded-md px-3 text-sm font-semibold text-muted transition-colors hover:text-ink',
        'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6', className)} {...props} />;
}
