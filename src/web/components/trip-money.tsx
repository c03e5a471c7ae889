import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { centsOf, formatDollars } from '@domain/money';
import { Detail } from '@/components/ui/detail-list';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export const tripMoneyCopy = {
  heading: 'Billing and pay',
  billed: 'Billed',
  driverPay: 'Driver pay',
  margin: 'Margin',
  onInvoice: (number: string) => `on ${number}`,
  priceNow: "at the payer's rates, not yet invoiced",
  noPrice: 'No price: no payer or no rate for this level',
  loadFailed: 'What the trip earns could not be loaded.',
  loading: 'Loading…',
};

/**
 * Under `jobs`, so saving the job (a new rate, a payer) reads it again. GET /api/jobs/{id}/billing is for
 * administrators only: render this only on their screens.
 */
export const tripMoneyKey = (jobId: string) => ['jobs', 'billing', jobId] as const;

const dollars = (amount: string) => formatDollars(centsOf(amount, { allowNegative: true }));

/**
 * What a trip earns, beside what it costs (docs/decisions/068-job-price.md, 071-contractor-pay.md): the amount
 * billed (the claim once on an invoice, else the payer's price now), the driver's pay (the job's rate) and the margin
 * between them, marked when the trip loses money.
 */
export function TripMoney({ jobId }: { jobId: string }) {
  const money = useQuery({
    queryKey: tripMoneyKey(jobId),
    queryFn: () => api.get('/api/jobs/{id}/billing', { path: { id: jobId } }),
  });
  const copy = tripMoneyCopy;
  return (
    <section aria-labelledby={`trip-money-${jobId}`} className="grid gap-2">
      <h3 id={`trip-money-${jobId}`} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {copy.heading}
      </h3>
      {money.isPending ? (
        <p className="text-muted">{copy.loading}</p>
      ) : money.isError ? (
        <p role="alert" className="text-red-900">
          {copy.loadFailed}
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Detail label={copy.billed}>
            {money.data.billed === null ? (
              <span className="font-normal text-muted">{copy.noPrice}</span>
            ) : (
              <>
                <span className="tabular-nums">{dollars(money.data.billed)}</span>{' '}
                <span className="text-sm font-normal text-muted">
                  {money.data.invoiceId && money.data.invoiceNumber ? (
                    <Link href={`/billing/invoices/${money.data.invoiceId}`} className="underline underline-offset-2">
                      {copy.onInvoice(money.data.invoiceNumber)}
                    </Link>
                  ) : (
                    copy.priceNow
                  )}
                </span>
              </>
            )}
          </Detail>
          <Detail label={copy.driverPay}>
            <span className="tabular-nums">{dollars(money.data.driverPay)}</span>
          </Detail>
          <Detail label={copy.margin}>
            {money.data.margin === null ? (
              <span className="text-muted">—</span>
            ) : (
              <span className={cn('tabular-nums', money.data.margin.startsWith('-') && 'text-red-800')}>
                {dollars(money.data.margin)}
              </span>
            )}
          </Detail>
        </dl>
      )}
    </section>
  );
}
