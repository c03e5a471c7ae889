import { Link } from 'wouter';
import { PAYER_TYPE_LABELS, type Payer } from '@domain/payer';
import { Card } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { payersCopy as copy } from '@/content/payers';
import { PayerActiveBadge } from './payer-badges';

const columns = copy.columns;
const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';
const signatureText = (p: Payer) => (p.signatureRequired ? copy.signatureRequired : copy.signatureNotRequired);

/** The payers: a dense table on wide screens, one card per payer on phones. */
export function PayerList({ payers }: { payers: Payer[] }) {
  return (
    <>
      <TableScroll label={copy.heading} className="hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.heading}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {Object.values(columns).map((label) => (
                <th key={label} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {payers.map((p) => (
              <tr key={p.id} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-2 font-medium">
                  <Link href={`/payers/${p.id}`} className={linkClasses}>
                    {p.name}
                  </Link>
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{PAYER_TYPE_LABELS[p.type]}</td>
                <td className="px-3 py-2 font-mono whitespace-nowrap">{p.payerCode ?? <span className="font-sans text-muted">{copy.noPayerCode}</span>}</td>
                <td className="px-3 py-2 whitespace-nowrap">{copy.terms(p.termsDays)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{signatureText(p)}</td>
                <td className="px-3 py-2">
                  <PayerActiveBadge active={p.active} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ul className="grid gap-3 lg:hidden">
        {payers.map((p) => (
          <li key={p.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link href={`/payers/${p.id}`} className={`${linkClasses} text-lg break-words`}>
                    {p.name}
                  </Link>
                  <p className="text-sm text-muted">{PAYER_TYPE_LABELS[p.type]}</p>
                  {p.payerCode ? (
                    <p className="text-sm text-muted">
                      {columns.payerCode} <span className="font-mono">{p.payerCode}</span>
                    </p>
                  ) : null}
                </div>
                <PayerActiveBadge active={p.active} />
              </div>
              <p className="text-sm text-ink">
                {copy.terms(p.termsDays)} · {signatureText(p)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
