import { formatPeriod } from '../lib/billing-display';

/** The period, wrapping only at its dash when the space is narrow ("Nov 18 –" over "Nov 25, 2026"). */
export function PeriodText({ from, to }: { from: string; to: string }) {
  const [start, end] = formatPeriod(from, to).split(' – ');
  return (
    <>
      <span className="whitespace-nowrap">{start} –</span> <span className="whitespace-nowrap">{end}</span>
    </>
  );
}
