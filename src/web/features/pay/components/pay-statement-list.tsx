import { Link } from 'wouter';
import type { PayStatementSummary } from '@domain/pay-statement';
import { Card } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { payCopy as copy } from '@/content/pay';
import { dollars, usDate } from '../lib/pay-display';
import { PayStatusBadge } from './pay-status-badge';

const columns = copy.columns;
const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';
const period = (s: PayStatementSummary) => copy.period(usDate(s.periodFrom), usDate(s.periodTo));

/** The statements: a dense table on wide screens, one card per statement on phones. */
export function PayStatementList({ statements }: { statements: PayStatementSummary[] }) {
  return (
    <>
      <TableScroll label={copy.heading} className="hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.heading}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {Object.values(columns).map((label) => (
                <th key={label} scope="col" className={`px-3 py-2.5 font-semibold whitespace-nowrap ${label === columns.total ? 'text-right' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {statements.map((s) => (
              <tr key={s.id} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  <Link href={`/pay/${s.id}`} className={linkClasses}>
                    {s.number}
                  </Link>
                </th>
                <td className="px-3 py-2">{s.driverName}</td>
                <td className="px-3 py-2 whitespace-nowrap">{period(s)}</td>
                <td className="px-3 py-2">
                  <PayStatusBadge status={s.status} />
                </td>
                <td className="px-3 py-2 text-right font-mono whitespace-nowrap">{dollars(s.total)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{s.dueOn ? usDate(s.dueOn) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ul className="grid gap-3 lg:hidden">
        {statements.map((s) => (
          <li key={s.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link href={`/pay/${s.id}`} className={`${linkClasses} text-lg`}>
                    {s.number}
                  </Link>
                  <p className="text-ink">{s.driverName}</p>
                  <p className="text-sm text-muted">{period(s)}</p>
                </div>
                <PayStatusBadge status={s.status} />
              </div>
              <p className="flex flex-wrap justify-between gap-2 text-ink">
                <span className="font-mono font-semibold">{dollars(s.total)}</span>
                <span className="text-sm text-muted">
                  {columns.due} {s.dueOn ? usDate(s.dueOn) : '—'}
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
