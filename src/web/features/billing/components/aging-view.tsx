import { Link } from 'wouter';
import type { Aging } from '@domain/invoice';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingBucket } from '@domain/invoice-words';
import { centsOf } from '@domain/money';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { useAging } from '../api/get-aging';
import { billingCopy } from '../content';
import { dollars, formatDay } from '../lib/billing-display';

const copy = billingCopy.aging;
const cell = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/** The invoices an amount adds up: the invoice list filtered to the bucket, the day and the payer (all payers for the totals). */
export const bucketHref = (bucket: AgingBucket, asOf: string, payerId?: string) =>
  `/billing?${new URLSearchParams({ tab: 'invoices', aging: bucket, asOf, ...(payerId ? { payer: payerId } : {}) }).toString()}`;

/** An amount owed; when there is any, a link to the invoices behind it, named for a screen reader by payer and bucket. */
function BucketAmount({
  amount,
  bucket,
  asOf,
  payer,
}: {
  amount: string;
  bucket: AgingBucket;
  asOf: string;
  payer: { id?: string; name: string };
}) {
  if (centsOf(amount, { allowNegative: true }) === 0) return <>{dollars(amount)}</>;
  return (
    <Link
      href={bucketHref(bucket, asOf, payer.id)}
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
      aria-label={`${dollars(amount)}: ${copy.open(payer.name, AGING_BUCKET_LABELS[bucket])}`}
    >
      {dollars(amount)}
    </Link>
  );
}

/** The payers and their buckets: a table at desk width with the totals as its last row, a card per payer on a phone. */
export function AgingTable({ aging }: { aging: Aging }) {
  if (aging.payers.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
        {copy.empty}
      </p>
    );
  const caption = copy.caption(formatDay(aging.asOf));
  return (
    <>
      <TableScroll label={caption} className="hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {copy.payer}
              </th>
              {AGING_BUCKETS.map((bucket) => (
                <th key={bucket} scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                  {AGING_BUCKET_LABELS[bucket]}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {copy.total}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {aging.payers.map((row) => (
              <tr key={row.payerId}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {row.payerName}
                  <span className="block text-xs font-normal text-muted">{copy.invoices(row.invoiceCount)}</span>
                </th>
                {AGING_BUCKETS.map((bucket) => (
                  <td key={bucket} className={cell}>
                    <BucketAmount
                      amount={row[bucket]}
                      bucket={bucket}
                      asOf={aging.asOf}
                      payer={{ id: row.payerId, name: row.payerName }}
                    />
                  </td>
                ))}
                <td className={`${cell} font-semibold`}>{dollars(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2.5">
                {copy.totals}
              </th>
              {AGING_BUCKETS.map((bucket) => (
                <td key={bucket} className={cell}>
                  <BucketAmount
                    amount={aging.totals[bucket]}
                    bucket={bucket}
                    asOf={aging.asOf}
                    payer={{ name: copy.totals }}
                  />
                </td>
              ))}
              <td className={cell}>{dollars(aging.totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      <ul className="grid gap-3 lg:hidden">
        {[
          ...aging.payers.map((row) => ({
            key: row.payerId,
            id: row.payerId as string | undefined,
            name: row.payerName,
            count: row.invoiceCount,
            amounts: row as Aging['totals'],
          })),
          { key: 'totals', id: undefined, name: copy.totals, count: null, amounts: aging.totals },
        ].map((row) => (
          <li key={row.key}>
            <Card className={`grid gap-2 p-4 ${row.count === null ? 'border-slate-300 bg-slate-50' : ''}`}>
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-semibold wrap-anywhere text-brand-900">{row.name}</h3>
                <p className="font-bold tabular-nums">{dollars(row.amounts.total)}</p>
              </div>
              {row.count !== null ? <p className="-mt-1 text-sm text-muted">{copy.invoices(row.count)}</p> : null}
              <dl className="grid grid-cols-2 gap-2 text-sm">
                {AGING_BUCKETS.map((bucket) => (
                  <div key={bucket}>
                    <dt className="text-muted">{AGING_BUCKET_LABELS[bucket]}</dt>
                    <dd className="font-medium tabular-nums">
                      <BucketAmount
                        amount={row.amounts[bucket]}
                        bucket={bucket}
                        asOf={aging.asOf}
                        payer={{ id: row.id, name: row.name }}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Aging: what payers still owe on a day (today unless the clerk picks another), by days since each invoice was sent. */
export function AgingView({ asOf, onAsOfChange }: { asOf: string; onAsOfChange: (day: string) => void }) {
  const aging = useAging(asOf);
  return (
    <section aria-labelledby="aging-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id="aging-heading" className="text-xl font-semibold text-brand-900">
            {copy.heading}
          </h2>
          <p className="text-sm text-muted">{copy.lead}</p>
        </div>
        <div className="w-full sm:w-52">
          <FormField id="aging-as-of" label={copy.asOf}>
            {(field) => (
              <Input
                type="date"
                {...field}
                value={asOf}
                onChange={(event) => event.target.value && onAsOfChange(event.target.value)}
              />
            )}
          </FormField>
        </div>
      </div>
      {aging.isPending ? (
        <Spinner className="mx-auto flex justify-center py-10" label="Loading the aging" />
      ) : aging.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p>{copy.loadFailed}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void aging.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <AgingTable aging={aging.data} />
      )}
    </section>
  );
}
