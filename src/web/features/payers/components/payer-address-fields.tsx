import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { payersCopy as copy } from '@/content/payers';
import type { PayerFormValues } from '../lib/payer-form-values';

const LABELS = {
  street: 'Street',
  unit: 'Suite or unit (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
} as const;
type AddressField = keyof typeof LABELS;
const LAYOUT: Record<AddressField, { className: string; inputMode?: 'numeric'; maxLength?: number }> = {
  street: { className: 'col-span-2 sm:col-span-4' },
  unit: { className: 'col-span-2' },
  city: { className: 'col-span-2 sm:col-span-3' },
  state: { className: 'col-span-1', maxLength: 2 },
  zip: { className: 'col-span-1 sm:col-span-2', inputMode: 'numeric', maxLength: 5 },
};

/**
 * Where invoices go. The shared place fields also ask for a kind of place, which a billing address has not, so
 * the payer's address has its own fieldset in the same layout.
 */
export function PayerAddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PayerFormValues>();
  const own = errors.billingAddress;
  return (
    <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-semibold text-brand-900">{copy.form.billingAddress}</legend>
      {own?.message ? <p className="col-span-2 text-sm font-medium text-danger sm:col-span-6">{own.message}</p> : null}
      {(Object.keys(LABELS) as AddressField[]).map((field) => (
        <div key={field} className={LAYOUT[field].className}>
          <FormField id={`payer-address-${field}`} label={LABELS[field]} error={own?.[field]?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                inputMode={LAYOUT[field].inputMode}
                maxLength={LAYOUT[field].maxLength}
                {...register(`billingAddress.${field}`)}
              />
            )}
          </FormField>
        </div>
      ))}
    </fieldset>
  );
}
