import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { PLACE_TYPE_LABELS, PLACE_TYPES } from '@domain/place';
import { FormField } from './form-field';
import { Input } from './input';
import { Select } from './select';

const FIELDS = {
  street: 'Street',
  unit: 'Apt, suite or unit (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  placeType: 'Place type',
} as const;
type PlaceField = keyof typeof FIELDS;

interface PlaceFieldsProps<T extends FieldValues> {
  /** Where the place sits in the form's values, e.g. 'pickupPlace'; the fields register as `${prefix}.street` and so on. */
  prefix: string;
  /** The group's name, read before each field ('Pickup Address, Street'). */
  legend: string;
  register: UseFormRegister<T>;
  /** The form's errors (the place's own are found under `prefix`). */
  errors: FieldErrors<T>;
}

/**
 * A structured address (docs/decisions/045-levels-and-places-on-forms.md): street, unit, city, state, ZIP and the
 * kind of place, in one fieldset. One column on a phone, with state and ZIP side by side; wider from sm up.
 */
export function PlaceFields<T extends FieldValues>({ prefix, legend, register, errors }: PlaceFieldsProps<T>) {
  const own = (get(errors, prefix) ?? {}) as FieldError & Partial<Record<PlaceField, FieldError>>;
  const id = (field: PlaceField) => `${prefix.replace(/[^A-Za-z0-9]+/g, '-')}-${field}`;
  const name = (field: PlaceField) => `${prefix}.${field}` as Path<T>;
  const text = (
    field: Exclude<PlaceField, 'placeType'>,
    extra: { autoComplete: string; inputMode?: 'numeric'; maxLength?: number; className: string },
  ) => (
    <div className={extra.className}>
      <FormField id={id(field)} label={FIELDS[field]} error={own[field]?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete={extra.autoComplete}
            inputMode={extra.inputMode}
            maxLength={extra.maxLength}
            {...register(name(field))}
          />
        )}
      </FormField>
    </div>
  );
  return (
    <fieldset
      className="grid grid-cols-2 gap-4 sm:grid-cols-6"
      aria-describedby={own.message ? `${id('street')}-group-error` : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-brand-900">{legend}</legend>
      {own.message ? (
        <p id={`${id('street')}-group-error`} className="col-span-2 text-sm font-medium text-danger sm:col-span-6">
          {own.message}
        </p>
      ) : null}
      {text('street', { autoComplete: 'off', className: 'col-span-2 sm:col-span-4' })}
      {text('unit', { autoComplete: 'off', className: 'col-span-2' })}
      {text('city', { autoComplete: 'off', className: 'col-span-2 sm:col-span-3' })}
      {text('state', { autoComplete: 'off', maxLength: 2, className: 'col-span-1' })}
      {text('zip', { autoComplete: 'off', inputMode: 'numeric', maxLength: 5, className: 'col-span-1 sm:col-span-2' })}
      <div className="col-span-2 sm:col-span-6">
        <FormField id={id('placeType')} label={FIELDS.placeType} error={own.placeType?.message}>
          {(control) => (
            <Select {...control} {...register(name('placeType'))}>
              {PLACE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PLACE_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

/** The paths a server's fieldErrors may name for a place ('pickupPlace', 'pickupPlace.zip', ...), for useSend's fields. */
export function placeFieldPaths<P extends string>(prefix: P) {
  return [prefix, ...(Object.keys(FIELDS) as PlaceField[]).map((field) => `${prefix}.${field}` as const)];
}
