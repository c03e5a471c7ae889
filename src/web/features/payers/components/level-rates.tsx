import { Pencil, Plus } from 'lucide-react';
import { LEVEL_OF_SERVICE_LABELS, LEVELS_OF_SERVICE, type LevelOfService } from '@domain/level-of-service';
import type { RateResponse } from '@domain/payer';
import { Button } from '@/components/ui/button';
import { payersCopy as copy } from '@/content/payers';
import { rateSummary } from '../lib/rate-display';

interface LevelRatesProps {
  rates: RateResponse[];
  onOpen: (level: LevelOfService, rate: RateResponse | null) => void;
}

/** Each level of service with the payer's rate for it, or "No rate yet", and the button that sets it. */
export function LevelRates({ rates, onOpen }: LevelRatesProps) {
  return (
    <ul className="grid gap-3">
      {LEVELS_OF_SERVICE.map((level) => {
        const rate = rates.find((r) => r.levelOfService === level) ?? null;
        const label = LEVEL_OF_SERVICE_LABELS[level];
        return (
          <li key={level} className="grid content-start gap-3 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-brand-900">{label}</h3>
              <Button variant="secondary" onClick={() => onOpen(level, rate)}>
                {rate ? (
                  <Pencil aria-hidden="true" className="size-4" />
                ) : (
                  <Plus aria-hidden="true" className="size-4" />
                )}
                {rate ? copy.rates.editRate : copy.rates.set}
                <span className="sr-only"> for {label}</span>
              </Button>
            </div>
            {rate ? (
              <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
                {rateSummary(rate).map(({ label: part, text }) => (
                  <div key={part} className="min-w-0">
                    <dt className="text-muted">{part}</dt>
                    <dd className="mt-0.5 font-medium text-ink">{text}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted">{copy.rates.none}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
