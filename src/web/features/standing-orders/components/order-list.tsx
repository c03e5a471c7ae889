import { Link } from 'wouter';
import { CalendarClock, Repeat } from 'lucide-react';
import { WEEKDAY_LABELS, type StandingOrder } from '@domain/standing-order';
import { RETURN_TRIP_LABELS } from '@domain/trip';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { Spinner } from '@/components/ui/spinner';
import { standingOrdersCopy } from '@/content/standing-orders';
import { formatCalendarDate } from '@/lib/dates';
import { useStandingOrders } from '../api/standing-orders';

const copy = standingOrdersCopy;

const days = (order: StandingOrder) => order.daysOfWeek.map((d) => WEEKDAY_LABELS[d].slice(0, 3)).join(', ');

function span(order: StandingOrder) {
  const from = copy.list.from(formatCalendarDate(order.startDate));
  if (order.endDate) return `${from}, ${copy.list.until(formatCalendarDate(order.endDate))}`;
  return order.occurrences ? `${from}, ${copy.list.count(order.occurrences)}` : from;
}

/** The orders, newest first: who rides, on which days, when, and whether it still runs. */
export function OrderList() {
  const orders = useStandingOrders();
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  if (orders.isLoading) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={copy.loading} />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <Card className="p-6 text-center" role="alert">
        <p className="text-danger">{copy.failed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void orders.refetch()}>
          {copy.retry}
        </Button>
      </Card>
    );
  }
  if (items.length === 0) {
    return (
      <Card className="p-6 text-center">
        <p className="font-semibold text-ink">{copy.none}</p>
        <p className="mt-1 text-sm text-muted">{copy.noneLead}</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 md:grid-cols-2" aria-label={copy.heading}>
        {items.map((order) => (
          <li key={order.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  href={`/standing-orders/${order.id}`}
                  className="text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
                  aria-label={copy.list.open(order.riderName)}
                >
                  {order.riderName}
                </Link>
                <Badge tone={order.status === 'active' ? 'green' : 'neutral'}>
                  {order.status === 'active' ? copy.list.active : copy.list.ended}
                </Badge>
                <LevelOfServiceBadge level={order.levelOfService} escorts={order.escortCount} />
              </div>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
                <Repeat aria-hidden="true" className="size-4 text-muted" />
                <span className="sr-only">{copy.list.days}: </span>
                <span className="font-medium">{days(order)}</span>
                <span className="text-muted">·</span>
                <span>
                  {copy.list.pickup} {order.pickupTime}
                </span>
                <span className="text-muted">·</span>
                <span>
                  {copy.list.returnTrip}: {RETURN_TRIP_LABELS[order.returnTrip].replace(/ \(.*\)$/, '')}
                </span>
              </p>
              <p className="flex items-center gap-2 text-sm text-muted">
                <CalendarClock aria-hidden="true" className="size-4" />
                {span(order)}
              </p>
              <p className="text-sm wrap-anywhere text-muted">
                {order.pickupAddress} → {order.dropoffAddress}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {copy.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
