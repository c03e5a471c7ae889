import { useFormContext, useWatch } from 'react-hook-form';
import { LEVEL_OF_SERVICE_LABELS, type LevelOfService } from '@domain/level-of-service';
import { formatDollars } from '@domain/money';
import { payersCopy as copy } from '@/content/payers';
import { examplePrice } from '../lib/rate-display';
import { toRateInput, type RateFormValues } from '../lib/rate-form-values';

const words = copy.rateForm.example;

/**
 * One made-up trip priced at the rate as it is typed, so the administrator can check the sheet against the
 * payer's own example before saving. Worked out in the browser with the invoices' rules (pricing.ts is zod-free).
 */
export function ExampleTrip({ level }: { level: LevelOfService }) {
  const { control } = useFormContext<RateFormValues>();
  const values = useWatch({ control }) as RateFormValues;
  const price = examplePrice(level, toRateInput(values));
  return (
    <section
      aria-labelledby="example-trip-heading"
      className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="example-trip-heading" className="text-sm font-semibold text-brand-900">
        {words.heading}
      </h3>
      <p className="text-sm text-muted">{words.facts(LEVEL_OF_SERVICE_LABELS[level])}</p>
      {price ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{words.heading}</caption>
          <tbody className="divide-y divide-slate-200">
            {price.lines.map((line) => (
              <tr key={line.kind}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink">
                  {line.description}
                  <span className="block text-xs text-muted">
                    {line.code}-{line.modifier} · {line.quantity} × {formatDollars(line.unitCents)}
                  </span>
                </th>
                <td className="py-1.5 text-right font-medium whitespace-nowrap tabular-nums">
                  {formatDollars(line.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" className="pt-2 text-left font-semibold">
                {words.total}
              </th>
              <td className="pt-2 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatDollars(price.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className="text-sm text-ink">{words.incomplete}</p>
      )}
    </section>
  );
}
