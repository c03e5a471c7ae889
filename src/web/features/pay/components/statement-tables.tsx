import type { PayStatement } from '@domain/pay-statement';
import { TableScroll } from '@/components/ui/table-scroll';
import { payCopy } from '@/content/pay';
import { dollars, usDate } from '../lib/pay-display';

const th = 'px-3 py-2.5 font-semibold whitespace-nowrap';
const td = 'px-3 py-2';
const money = 'px-3 py-2 text-right font-mono whitespace-nowrap';

/** The statement's trips, with their dates, due dates and amounts, and their total. */
export function StatementLines({ statement: s }: { statement: PayStatement }) {
  const copy = payCopy.lines;
  return (
    <TableScroll label={copy.heading} className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{copy.heading}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              {copy.serviceDate}
            </th>
            <th scope="col" className={th}>
              {copy.completed}
            </th>
            <th scope="col" className={th}>
              {copy.trip}
            </th>
            <th scope="col" className={th}>
              {copy.due}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {copy.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {s.lines.map((l) => (
            <tr key={l.id}>
              <td className={`${td} whitespace-nowrap`}>{usDate(l.serviceDate)}</td>
              <td className={`${td} whitespace-nowrap`}>{usDate(l.completedOn)}</td>
              <td className={td}>{l.description}</td>
              <td className={`${td} whitespace-nowrap`}>{usDate(l.dueOn)}</td>
              <td className={money}>{dollars(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <th scope="row" colSpan={4} className={td}>
              {copy.total}
            </th>
            <td className={money}>{dollars(s.linesTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/** The statement's adjustments and their total. */
export function StatementAdjustments({ statement: s }: { statement: PayStatement }) {
  const copy = payCopy.adjustments;
  if (s.adjustments.length === 0) return <p className="text-muted">{copy.none}</p>;
  return (
    <TableScroll label={copy.heading} className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{copy.heading}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              {copy.description}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {copy.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {s.adjustments.map((a) => (
            <tr key={a.id}>
              <td className={td}>{a.description}</td>
              <td className={money}>{dollars(a.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <th scope="row" className={td}>
              {copy.total}
            </th>
            <td className={money}>{dollars(s.adjustmentsTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
