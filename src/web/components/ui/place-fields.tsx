import { get, useFormContext, type FieldError } from 'react-hook-form';
import { PLACE_TYPE_LABELS, PLACE_TYPES } from '@domain/place';
import { FormField } from './form-field';
import { Input } from './input';
import { Select } from './select';

/** The words of a place's fields; a form may pass its own. */
export const PLACE_FIELD_LABELS = {
  street: 'Street address',
  unit: 'Unit (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  placeType: 'Kind of place',
};

interface PlaceFieldsProps {
  /** Where the place sits in the form's values, e.g. 'homePlace' or 'pickupPlace': fields are `${prefix}.street` and so on. */
  prefix: string;
  /** What the fieldset is called on screen, e.g. 'Home address'. */
  legend: string;
  /** Starts each control's id; the prefix by default. Two forms on one page need different ones. */
  idPrefix?: string;
  labels?: Partial<typeof PLACE_FIELD_LABELS>;
}

/**
 * A structured place (street, unit, city, 2-letter state, ZIP, kind of place) inside any react-hook-form form
 * wrapped in a FormProvider; the server's field errors (`homePlace.zip`) show under their fields. The values are
 * strings shaped as placeInput() in @domain/place expects them.
 */
export function PlaceFields({ prefix, legend, idPrefix = prefix, labels: own }: PlaceFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const labels = { ...PLACE_FIELD_LABELS, ...own };
  const field = (name: keyof typeof PLACE_FIELD_LABELS) => ({
    id: `${idPrefix}-${name}`,
    label: labels[name],
    error: (get(errors, `${prefix}.${name}`) as FieldError | undefined)?.message,
  });

  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-6">
      <legend className="mb-3 text-base font-semibold text-ink">{legend}</legend>
      <div className="sm:col-span-4">
        <FormField {...field('street')}>{(control) => <Input autoComplete="off" {...control} {...register(`${prefix}.street`)} />}</FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField {...field('unit')}>{(control) => <Input autoComplete="off" {...control} {...register(`${prefix}.unit`)} />}</FormField>
      </div>
      <div className="sm:col-span-3">
        <FormField {...field('city')}>{(control) => <Input autoComplete="off" {...control} {...register(`${prefix}.city`)} />}</FormField>
      </div>
      <div className="sm:col-span-1">
        <FormField {...field('state')}>
          {(control) => <Input autoComplete="off" maxLength={2} className="uppercase" placeholder="PA" {...control} {...register(`${prefix}.state`)} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField {...field('zip')}>
          {(control) => <Input autoComplete="off" inputMode="numeric" maxLength={10} {...control} {...register(`${prefix}.zip`)} />}
        </FormField>
      </div>
      <div className="sm:col-span-6">
        <FormField {...field('placeType')}>
          {(control) => (
            <Select {...control} {...register(`${prefix}.placeType`)}>
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
