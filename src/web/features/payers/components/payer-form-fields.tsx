import { useFormContext } from 'react-hook-form';
import { PAYER_TYPE_LABELS, PAYER_TYPES, TRIP_NUMBER_PLACEMENT_LABELS, TRIP_NUMBER_PLACEMENTS } from '@domain/payer';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { DiagnosisInput } from '@/components/ui/diagnosis-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { payersCopy as copy } from '@/content/payers';
import type { PayerFormValues } from '../lib/payer-form-values';
import { PayerAddressFields } from './payer-address-fields';

const { labels } = copy.form;
type TextField = 'payerCode' | 'contactName' | 'contactPhone' | 'contactEmail' | 'termsDays';
const TEXT_FIELDS: {
  name: TextField;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  hint?: string;
}[] = [
  { name: 'payerCode', hint: copy.form.payerCodeHint },
  { name: 'termsDays', inputMode: 'numeric' },
  { name: 'contactName', autoComplete: 'off' },
  { name: 'contactPhone', type: 'tel', inputMode: 'tel' },
  { name: 'contactEmail', type: 'email', inputMode: 'email' },
];

/**
 * Every field of a payer, in the order its paperwork gives them: who, where invoices go, who to call, the terms,
 * then what its claims carry (docs/decisions/099-claims-a-clearinghouse-accepts.md).
 */
export function PayerFormFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PayerFormValues>();
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id="payer-name" label={labels.name} error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
          </FormField>
        </div>
        <FormField id="payer-type" label={labels.type} error={errors.type?.message}>
          {(control) => (
            <Select {...control} {...register('type')}>
              <option value="" disabled>
                {copy.form.chooseType}
              </option>
              {PAYER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PAYER_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {TEXT_FIELDS.slice(0, 2).map((field) => (
          <PayerTextField key={field.name} {...field} error={errors[field.name]?.message} />
        ))}
      </div>
      <PayerAddressFields />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.slice(2).map((field) => (
          <PayerTextField key={field.name} {...field} error={errors[field.name]?.message} />
        ))}
      </div>
      <div className="grid gap-1">
        <CheckboxField
          id="payer-signatureRequired"
          label={labels.signatureRequired}
          error={errors.signatureRequired?.message}
          {...register('signatureRequired')}
        />
        <CheckboxField id="payer-active" label={labels.active} error={errors.active?.message} {...register('active')} />
      </div>
      <PayerClaimFields />
    </div>
  );
}

/** The payer's claim settings: the diagnosis a claim falls back on, test or production, and the broker's trip number. */
function PayerClaimFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PayerFormValues>();
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-brand-900">{copy.form.claims}</legend>
      <FormField
        id="payer-defaultDiagnosisCode"
        label={labels.defaultDiagnosisCode}
        hint={copy.form.defaultDiagnosisHint}
        error={errors.defaultDiagnosisCode?.message}
      >
        {(control) => <DiagnosisInput {...control} {...register('defaultDiagnosisCode')} />}
      </FormField>
      <FormField id="payer-tripNumberOn" label={labels.tripNumberOn} error={errors.tripNumberOn?.message}>
        {(control) => (
          <Select {...control} {...register('tripNumberOn')}>
            <option value="">{copy.form.tripNumberNotSent}</option>
            {TRIP_NUMBER_PLACEMENTS.map((placement) => (
              <option key={placement} value={placement}>
                {TRIP_NUMBER_PLACEMENT_LABELS[placement]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <CheckboxField
        id="payer-claimsLive"
        className="sm:col-span-2"
        label={labels.claimsLive}
        hint={copy.form.claimsLiveHint}
        error={errors.claimsLive?.message}
        {...register('claimsLive')}
      />
    </fieldset>
  );
}

function PayerTextField({
  name,
  type,
  inputMode,
  autoComplete = 'off',
  hint,
  error,
}: (typeof TEXT_FIELDS)[number] & { error?: string }) {
  const { register } = useFormContext<PayerFormValues>();
  return (
    <FormField id={`payer-${name}`} label={labels[name]} hint={hint} error={error}>
      {(control) => (
        <Input {...control} type={type} inputMode={inputMode} autoComplete={autoComplete} {...register(name)} />
      )}
    </FormField>
  );
}
