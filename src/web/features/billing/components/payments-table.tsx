import { PAYMENT_METHOD_LABELS, type Invoice } from '@domain/invoice';
import { TableScroll } from '@/components/ui/table-scroll';
import { billingCopy } from '../content';
import { dollars, formatDay } from '../lib/billing-display';

const copy = billingCopy.payments;

/** What the payer has sent against this invoice, oldest first as the server lists them. */
export function PaymentsTable({ payments }: { payments: Invoice['payments'] }) {
  if (payments.length === 0) return <p className="text-muted">{copy.none}</p>;
  return (
    <TableScroll label={copy.caption} className="rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{copy.caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.receivedOn}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.method}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.reference}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {copy.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {formatDay(payment.receivedOn)}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{PAYMENT_METHOD_LABELS[payment.method]}</td>
              <td className="px-3 py-2 break-all">{payment.reference ?? copy.noReference}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{dollars(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
