import { AddButton, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { standingOrdersCopy } from '@/content/standing-orders';
import { HolidaysPanel, RunsPanel } from '../components/generation-panels';
import { OrderList } from '../components/order-list';

/** /standing-orders (administrators; docs/decisions/048-standing-orders.md): the orders, the holidays and the runs. */
export function StandingOrdersPage() {
  return (
    <StaffPage>
      <StaffPageHeader
        title={standingOrdersCopy.heading}
        lead={standingOrdersCopy.lead}
        action={<AddButton href="/standing-orders/new">{standingOrdersCopy.newOrder}</AddButton>}
      />
      <OrderList />
      <div className="grid gap-6 lg:grid-cols-2">
        <HolidaysPanel />
        <RunsPanel />
      </div>
    </StaffPage>
  );
}
