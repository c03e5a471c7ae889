import type { PayStatement, PayStatementLine } from '@domain/pay-statement';
import { TableScroll } from '@/components/ui/table-scroll';
import { payCopy } from '@/content/pay';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { tripCopy } from '../content';
import { dollars, usDate } from '../lib/pay-display';

const th = 'px-3 py-2.5 font-semibold whitespace-nowrap';
const td = 'px-3 py-2';
const money = 'px-3 py-2 text-right font-mono whitespace-nowrap';

/** When the rider was to be picked up, on the company clock: 'Nov 24, 9:30 AM ET'. */
const pickupText = (iso: string | null, timeZone: string) => (iso ? clockText(iso, 'dayTimeZoned', timeZone) : null);

/** The trip of a line: the way there or back, its pickup, its level and places (the line's description). */
function TripText({ line, timeZone }: { line: PayStatementLine; timeZone: string }) {
  const pickup = pickupText(line.pickupTime, timeZone);
  return (
    <>
      <span className="block font-medium text-ink">
        {tripCopy.leg[line.leg]}
        {pickup ? ` · ${pickup}` : ''}
      </span>
      <span className="block wrap-anywhere text-muted">{line.description}</span>
    </>
  );
}

/**
 * The statement's trips with their rider, trip, day completed and amount, and their total: a table at desk width, a
 * card per trip on a phone (no sideways scrolling at 375 px). Every line is due on the statement's due date.
 */
export function StatementLines({ statement: s }: { statement: PayStatement }) {
  const copy = payCopy.lines;
  const { timeZone } = useCompany();
  return (
    <>
      <TableScroll label={copy.heading} className="hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.heading}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className={th}>
                {copy.serviceDate}
              </th>
              <th scope="col" className={th}>
                {tripCopy.rider}
              </th>
              <th scope="col" className={th}>
                {copy.trip}
              </th>
              <th scope="col" className={th}>
                {copy.completed}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {copy.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {s.lines.map((l) => (
              <tr key={l.id} className="align-top">
                <td className={`${td} whitespace-nowrap`}>{usDate(l.serviceDate)}</td>
                <td className={`${td} wrap-anywhere`}>{l.riderName}</td>
                <td className={td}>
                  <TripText line={l} timeZone={timeZone} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{usDate(l.completedOn)}</td>
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
      <ul className="grid gap-3 lg:hidden" aria-label={copy.heading}>
        {s.lines.map((l) => (
          <li key={l.id} className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 font-semibold wrap-anywhere text-brand-900">{l.riderName}</p>
              <p className="font-mono font-semibold">{dollars(l.amount)}</p>
            </div>
            <TripText line={l} timeZone={timeZone} />
            <p className="text-muted">
              {copy.serviceDate} {usDate(l.serviceDate)} · {copy.completed} {usDate(l.completedOn)}
            </p>
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4 font-semibold">
          <span>{copy.total}</span>
          <span className="font-mono">{dollars(s.linesTotal)}</span>
        </li>
      </ul>
    </>
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
