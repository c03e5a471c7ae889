import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { payersCopy as copy } from '@/content/payers';
import { MONEY_FIELDS, type RateFormValues } from '../lib/rate-form-values';

const { labels, groups } = copy.rateForm;
type Field = Exclude<keyof RateFormValues, 'noAfterHours' | 'afterHoursWindow'>;
const isMoney = (name: Field) => (MONEY_FIELDS as readonly string[]).includes(name);

function RateField({ name }: { name: Field }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RateFormValues>();
  return (
    <FormField id={`rate-${name}`} label={labels[name]} error={errors[name]?.message}>
      {(control) =>
        isMoney(name) ? (
          <MoneyInput {...control} {...register(name)} />
        ) : (
          <Input
            {...control}
            inputMode={name === 'milesIncluded' ? 'decimal' : 'numeric'}
            autoComplete="off"
            {...register(name)}
          />
        )
      }
    </FormField>
  );
}

function Group({ legend, fields }: { legend: string; fields: Field[] }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-brand-900">{legend}</legend>
      {fields.map((name) => (
        <RateField key={name} name={name} />
      ))}
    </fieldset>
  );
}

/** The rate sheet's parts, grouped as payers print them; the after-hours times only when there is a surcharge. */
export function RateFormFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RateFormValues>();
  const noAfterHours = useWatch({ control, name: 'noAfterHours' });
  const window = errors.afterHoursWindow;
  return (
    <div className="grid gap-6">
      <Group legend={groups.trip} fields={['base', 'milesIncluded', 'perMile']} />
      <Group legend={groups.wait} fields={['freeWaitMinutes', 'waitPer15Minutes']} />
      <Group legend={groups.fees} fields={['noShow', 'lateCancellation', 'escort']} />
      <fieldset className="grid items-start gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-brand-900">{groups.afterHours}</legend>
        <CheckboxField
          id="rate-noAfterHours"
          label={labels.noAfterHours}
          className="sm:col-span-3"
          {...register('noAfterHours')}
        />
        {noAfterHours ? null : (
          <>
            <RateField name="afterHours" />
            <FormField
              id="rate-afterHoursStart"
              label={labels.afterHoursStart}
              error={window?.start?.message ?? window?.message}
            >
              {(c) => <Input {...c} type="time" {...register('afterHoursWindow.start')} />}
            </FormField>
            <FormField id="rate-afterHoursEnd" label={labels.afterHoursEnd} error={window?.end?.message}>
              {(c) => <Input {...c} type="time" {...register('afterHoursWindow.end')} />}
            </FormField>
            <p className="text-sm text-muted sm:col-span-3">{copy.rateForm.afterHoursHint}</p>
          </>
        )}
      </fieldset>
    </div>
  );
}
