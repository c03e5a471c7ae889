import type { UseFormRegister } from 'react-hook-form';
import { PAYER_TYPE_LABELS, type Payer } from '@domain/payer';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { jobsCopy } from '@/content/jobs';
import type { JobFormValues } from '../lib/job-form-values';

const words = jobsCopy.form.payer;

const payerLabel = (payer: Payer) =>
  `${payer.name} · ${PAYER_TYPE_LABELS[payer.type]}${payer.active ? '' : ` ${words.inactive}`}`;

interface PayerFieldProps {
  register: UseFormRegister<JobFormValues>;
  error?: string | undefined;
  payers: Payer[] | undefined;
  loading: boolean;
  /** Edit Job: the payer the job was saved with, kept choosable even if since retired. */
  savedPayerId?: string | null | undefined;
}

/**
 * Who pays for the trip (docs/decisions/068-job-price.md): the active payers by name. The saved payer has its
 * own option from the first render, in the same place, because a select given its value before the option
 * exists shows the first option instead; so the list arriving later never seems to drop the payer.
 */
export function PayerField({ register, error, payers, loading, savedPayerId }: PayerFieldProps) {
  const saved = savedPayerId ? payers?.find((payer) => payer.id === savedPayerId) : undefined;
  const others = payers?.filter((payer) => payer.active && payer.id !== savedPayerId) ?? [];
  return (
    <FormField id="job-payerId" label={jobsCopy.form.labels.payerId} hint={words.hint} error={error}>
      {(control) => (
        <Select {...control} {...register('payerId')}>
          <option value="">{words.none}</option>
          {savedPayerId ? (
            <option value={savedPayerId}>{saved ? payerLabel(saved) : loading ? words.loading : words.onFile}</option>
          ) : null}
          {others.map((payer) => (
            <option key={payer.id} value={payer.id}>
              {payerLabel(payer)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
