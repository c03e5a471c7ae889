import type { ProposalResult } from '@domain/route-proposal';
import { dispatchCopy } from '@/content/dispatch';
import { drivingTime, milesText, sameLegsChange } from '../lib/proposal-figures';

const copy = dispatchCopy.proposal;

/**
 * The board's plan beside the proposal (docs/decisions/064-route-proposals.md): the driving compared over the legs
 * both plans place, then over all each places, so a plan that places fewer legs never reads as a saving.
 */
export function ProposalComparison({ result }: { result: ProposalResult }) {
  const { compared } = result;
  const rows = [
    { name: copy.legs, current: String(result.current.legs), proposed: String(result.proposed.legs) },
    ...(compared
      ? [
          {
            name: copy.sameLegsMiles(compared.legs),
            current: milesText(compared.current.miles),
            proposed: milesText(compared.proposed.miles),
          },
          {
            name: copy.sameLegsTime,
            current: drivingTime(compared.current.minutes),
            proposed: drivingTime(compared.proposed.minutes),
          },
        ]
      : []),
    {
      name: compared ? copy.allMiles : copy.miles,
      current: milesText(result.current.miles),
      proposed: milesText(result.proposed.miles),
    },
    {
      name: compared ? copy.allTime : copy.drivingTime,
      current: drivingTime(result.current.minutes),
      proposed: drivingTime(result.proposed.minutes),
    },
  ];
  return (
    <section aria-labelledby="proposal-comparison" className="grid gap-2">
      <h3 id="proposal-comparison" className="sr-only">
        {copy.comparison}
      </h3>
      <table className="w-full max-w-md text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-1 pr-3 font-medium text-muted">
              <span className="sr-only">{copy.figure}</span>
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold text-ink">
              {copy.current}
            </th>
            <th scope="col" className="py-1 text-right font-semibold text-ink">
              {copy.proposed}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 text-left font-medium text-muted">
                {row.name}
              </th>
              <td className="py-1 pr-3 text-right text-ink tabular-nums">{row.current}</td>
              <td className="py-1 text-right font-semibold text-ink tabular-nums">{row.proposed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        <span className="font-semibold text-brand-900">{sameLegsChange(result, copy)}</span>
        <span aria-hidden="true" className="text-muted">
          {' '}
          ·{' '}
        </span>
        <span className="text-ink">{copy.legsMoved(result.legsMoved)}</span>
        <span className="text-muted"> ({copy.searched(result.seconds)})</span>
      </p>
    </section>
  );
}
