import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { BackLink, RecordProblem, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { toast } from '@/components/ui/use-toast';
import { standingOrdersCopy } from '@/content/standing-orders';
import { failureDescription } from '@/lib/api-client';
import { useReferralBilling } from '@/lib/referral-billing';
import { useReferralToFill, useRiderToFill } from '../api/prefill';
import { useEndStandingOrder, useStandingOrder } from '../api/standing-orders';
import { EndOrderDialog } from '../components/end-order-dialog';
import { StandingOrderForm } from '../components/standing-order-form';
import { EMPTY_ORDER_FORM, fromReferral, orderToFormValues, withRider } from '../lib/order-form-values';

const copy = standingOrdersCopy;

/** /standing-orders/new (from a rider with ?riderId=, from a referral with ?referralId=) and /standing-orders/:id. */
export function StandingOrderPage() {
  const params = useParams<{ id?: string }>();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const id = params.id && params.id !== 'new' ? params.id : null;
  const order = useStandingOrder(id);
  const rider = useRiderToFill(id ? null : search.get('riderId'));
  const referral = useReferralToFill(id ? null : search.get('referralId'));
  const billing = useReferralBilling(id ? null : search.get('referralId'));
  const end = useEndStandingOrder();
  const [ending, setEnding] = useState(false);

  const loading = order.isLoading || rider.isLoading || referral.isLoading || billing.isLoading;
  let initial = EMPTY_ORDER_FORM;
  if (order.data) initial = orderToFormValues(order.data);
  else {
    if (rider.data) initial = withRider(initial, rider.data);
    if (referral.data) initial = fromReferral(initial, referral.data, billing.data);
  }

  const endOrder = () =>
    end.mutate(id!, {
      onSuccess: () => {
        setEnding(false);
        toast({ title: copy.form.ended });
      },
      onError: (error) =>
        toast({
          title: copy.form.endFailed,
          description: failureDescription(error, copy.form.failedLead),
          variant: 'destructive',
        }),
    });

  return (
    <StaffPage width="4xl">
      <BackLink href="/standing-orders">{copy.back}</BackLink>
      <StaffPageHeader
        title={id ? (order.data ? `${copy.editHeading}: ${order.data.riderName}` : copy.editHeading) : copy.newHeading}
        action={
          order.data?.status === 'active' ? (
            <Button variant="secondary" className="text-red-800" onClick={() => setEnding(true)}>
              {copy.form.end}
            </Button>
          ) : null
        }
      />
      {loading ? (
        <div className="flex justify-center py-10">
          <Spinner label={copy.loading} />
        </div>
      ) : order.isError ? (
        <RecordProblem
          heading="h2"
          error={order.error}
          text={{ notFound: copy.notFound, loadFailed: copy.loadOneFailed }}
          onRetry={() => void order.refetch()}
        />
      ) : order.data?.status === 'ended' ? (
        <Card className="p-6">
          <p className="text-ink">{copy.form.endedNote}</p>
        </Card>
      ) : (
        <StandingOrderForm
          key={order.data?.updatedAt ?? 'new'}
          orderId={id}
          initial={initial}
          onSaved={(saved) => navigate(`/standing-orders/${saved}`)}
        />
      )}
      <EndOrderDialog open={ending} busy={end.isPending} onEnd={endOrder} onClose={() => setEnding(false)} />
    </StaffPage>
  );
}
