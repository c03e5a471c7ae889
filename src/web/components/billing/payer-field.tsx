import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LevelOfService } from '@domain/level-of-service';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { centsOf, formatDollars } from '@domain/money';
import { PAYER_TYPE_LABELS, type Payer, type RateResponse } from '@domain/payer';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { usePayerRates } from '@/lib/billing-choices';

export const payerFieldCopy = {
  label: 'Payer',
  none: 'No payer yet',
  loading: 'Loading payers...',
  onFile: 'The payer on file',
  inactive: '(inactive)',
  hint: 'Who is billed for the trip. It can be chosen later.',
  fromReferral: "The referral's carrier. Who is billed for the trip.",
  rate: (level: string, rate: RateResponse) =>
    `${level} at this payer's rate: ${money(rate.base)} a trip covering ${Number(rate.milesIncluded)} mi, then ${money(rate.perMile)} a loaded mile.`,
  noRate: (level: string) => `This payer has no ${level.toLowerCase()} rate yet: set it at Payers before billing.`,
};

const money = (amount: string) => formatDollars(centsOf(amount));
const payerLabel = (payer: Payer) =>
  `${payer.name} · ${PAYER_TYPE_LABELS[payer.type]}${payer.active ? '' : ` ${payerFieldCopy.inactive}`}`;

interface PayerFieldProps {
  /** The form's `payerId` registration ('' = no payer yet). */
  field: UseFormRegisterReturn;
  id: string;
  error?: string | undefined;
  payers: Payer[] | undefined;
  loading: boolean;
  /** The payer the record was saved with (or the referral names), kept choosable even if since retired. */
  savedPayerId?: string | null | undefined;
  /** The payer and level chosen so far: the payer's rate for the level is said under the box. */
  payerId?: string | undefined;
  level?: LevelOfService | '' | undefined;
  /** The payer came from the referral (docs/decisions/069-authorizations.md). */
  fromReferral?: boolean | undefined;
}

/**
 * Who pays for the trip (docs/decisions/068-job-price.md): the active payers by name, and under the box the
 * chosen payer's rate for the level of service, which the trip is billed at. The saved payer has its own option
 * from the first render, in the same place, because a select given its value before the option exists shows the
 * first option instead; so the list arriving later never seems to drop the payer.
 */
export function PayerField({
  field,
  id,
  error,
  payers,
  loading,
  savedPayerId,
  payerId,
  level,
  fromReferral,
}: PayerFieldProps) {
  const saved = savedPayerId ? payers?.find((payer) => payer.id === savedPayerId) : undefined;
  const others = payers?.filter((payer) => payer.active && payer.id !== savedPayerId) ?? [];
  return (
    <div className="grid gap-1.5">
      <FormField
        id={id}
        label={payerFieldCopy.label}
        hint={fromReferral ? payerFieldCopy.fromReferral : payerFieldCopy.hint}
        error={error}
      >
        {(control) => (
          <Select {...control} {...field}>
            <option value="">{payerFieldCopy.none}</option>
            {savedPayerId ? (
              <option value={savedPayerId}>
                {saved ? payerLabel(saved) : loading ? payerFieldCopy.loading : payerFieldCopy.onFile}
              </option>
            ) : null}
            {others.map((payer) => (
              <option key={payer.id} value={payer.id}>
                {payerLabel(payer)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {payerId && level ? <PayerRate payerId={payerId} level={level} /> : null}
    </div>
  );
}

/** The payer's rate for the level, as the trip will be priced (docs/decisions/067-payers-and-rates.md). */
function PayerRate({ payerId, level }: { payerId: string; level: LevelOfService }) {
  const rates = usePayerRates(payerId);
  if (!rates.data) return null;
  const rate = rates.data.find((r) => r.levelOfService === level);
  const label = LEVEL_OF_SERVICE_LABELS[level];
  return (
    <p className="text-sm text-ink" data-testid="payer-rate">
      {rate ? payerFieldCopy.rate(label, rate) : payerFieldCopy.noRate(label)}
    </p>
  );
}
