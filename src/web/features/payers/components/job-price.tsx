import { useId } from 'react';
import { PRICE_GAP_LABELS, type JobPriceAnswer } from '@domain/job-price';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { payersCopy } from '@/content/payers';
import { formatMoney } from '@/lib/format';
import { useJobPrice } from '../api/get-job-price';
import { lineCode, priceBasis } from '../lib/job-price-display';

const words = payersCopy.jobPrice;

/**
 * A job's price for its payer in the job's edit dialog (docs/decisions/068-job-price.md): the lines and the total,
 * what they were worked out from, or why there is no price yet.
 */
export function JobPrice({ jobId }: { jobId: string }) {
  const headingId = useId();
  const price = useJobPrice(jobId);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {words.heading}
      </h3>
      {price.isPending ? (
        <Spinner label={words.loading} className="py-2" />
      ) : price.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-danger">{words.loadFailed}</p>
          <Button variant="secondary" onClick={() => void price.refetch()}>
            {words.retry}
          </Button>
        </div>
      ) : (
        <PriceBody price={price.data} />
      )}
    </section>
  );
}

function PriceBody({ price }: { price: JobPriceAnswer }) {
  const basis = priceBasis(price);
  return (
    <>
      {price.payerName ? (
        <p className="text-sm text-ink">
          {words.billedTo} <span className="font-medium">{price.payerName}</span>
        </p>
      ) : null}
      {price.gap ? <p className="text-sm text-muted">{PRICE_GAP_LABELS[price.gap]}</p> : <PriceLines price={price} />}
      {basis.length > 0 ? (
        // Each part kept whole, so a narrow screen breaks the line between them, never inside "pickup 10:00".
        <p className="text-xs text-muted">
          {basis.map((part, index) => (
            <span key={part}>
              {index > 0 ? ' · ' : null}
              <span className="whitespace-nowrap">{part}</span>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}

const cell = 'py-1.5 align-top';

function PriceLines({ price }: { price: JobPriceAnswer }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{words.caption(price.payerName ?? '')}</caption>
      <thead className="text-xs text-muted">
        <tr className="border-b border-slate-200">
          <th scope="col" className="pb-1 text-left font-medium">
            {words.columns.service}
          </th>
          <th scope="col" className="pb-1 pl-3 text-right font-medium">
            {words.columns.quantity}
          </th>
          <th scope="col" className="pb-1 pl-3 text-right font-medium">
            {words.columns.amount}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {price.lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row" className={`${cell} text-left font-normal text-ink`}>
              {line.description}
              <span className="block font-mono text-xs text-muted">{lineCode(line)}</span>
            </th>
            <td className={`${cell} pl-3 text-right whitespace-nowrap text-muted tabular-nums`}>
              {line.quantity} × {formatMoney(line.unit)}
            </td>
            <td className={`${cell} pl-3 text-right font-medium whitespace-nowrap tabular-nums`}>
              {formatMoney(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      {price.total ? (
        <tfoot>
          <tr className="border-t-2 border-slate-300">
            <th scope="row" colSpan={2} className="pt-2 text-left font-semibold">
              {words.total}
            </th>
            <td className="pt-2 pl-3 text-right font-semibold whitespace-nowrap tabular-nums">
              {formatMoney(price.total)}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
