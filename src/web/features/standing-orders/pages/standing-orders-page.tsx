import { Link } from 'wouter';
import { Plus } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { standingOrdersCopy } from '@/content/standing-orders';
import { HolidaysPanel, RunsPanel } from '../components/generation-panels';
import { OrderList } from '../components/order-list';

/** /standing-orders (administrators; docs/decisions/048-standing-orders.md): the orders, the holidays and the runs. */
export function StandingOrdersPage() {
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900">{standingOrdersCopy.heading}</h1>
            <p className="mt-1 text-muted">{standingOrdersCopy.lead}</p>
          </div>
          <Link href="/standing-orders/new" className={`${buttonClasses({ size: 'lg' })} w-full sm:w-auto`}>
            <Plus aria-hidden="true" className="size-5" />
            {standingOrdersCopy.newOrder}
          </Link>
        </header>
        <OrderList />
        <div className="grid gap-6 lg:grid-cols-2">
          <HolidaysPanel />
          <RunsPanel />
        </div>
      </div>
    </div>
  );
}
