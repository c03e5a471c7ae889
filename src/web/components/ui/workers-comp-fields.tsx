import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { WORKERS_COMP_LABELS } from '@domain/authorization';
import { FormField } from './form-field';
import { Input } from './input';

type WorkersCompField = keyof typeof WORKERS_COMP_LABELS;

interface WorkersCompFieldsProps<T extends FieldValues> {
  /** Where the details sit in the form's values ('workersComp' on the referral form); empty when they are the form's own fields. */
  prefix?: string;
  /** Starts each control's id, e.g. 'referral-workers-comp' gives 'referral-workers-comp-claim-number'. */
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

const INPUTS: Record<WorkersCompField, { type?: string; inputMode?: 'tel' | 'numeric' | 'email' }> = {
  claimNumber: {},
  employer: {},
  dateOfInjury: { type: 'date' },
  adjusterName: {},
  adjusterPhone: { type: 'tel', inputMode: 'tel' },
  adjusterEmail: { type: 'email', inputMode: 'email' },
  authorizationNumber: {},
  authorizedTrips: { type: 'number', inputMode: 'numeric' },
  authorizedFrom: { type: 'date' },
  authorizedTo: { type: 'date' },
};

/** The dates are judged against each other: a change to one judges the others again, so no stale message stays. */
const DEPENDS: Partial<Record<WorkersCompField, WorkersCompField[]>> = {
  dateOfInjury: ['authorizedTo'],
  authorizedFrom: ['authorizedTo'],
  authorizedTo: ['authorizedFrom', 'dateOfInjury'],
};

/**
 * The carrier's claim, its adjuster and the authorization (docs/decisions/069-authorizations.md), labelled as the
 * schema's messages name them ('Claim Number is required'). Two columns from sm up, one on a phone.
 */
export function WorkersCompFields<T extends FieldValues>({
  prefix,
  idPrefix,
  register,
  errors,
}: WorkersCompFieldsProps<T>) {
  const own = ((prefix ? get(errors, prefix) : errors) ?? {}) as Partial<Record<WorkersCompField, FieldError>>;
  const path = (field: WorkersCompField) => (prefix ? `${prefix}.${field}` : field) as Path<T>;
  const id = (field: WorkersCompField) => `${idPrefix}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return (
    <>
      {(Object.keys(INPUTS) as WorkersCompField[]).map((field) => (
        <FormField key={field} id={id(field)} label={WORKERS_COMP_LABELS[field]} error={own[field]?.message}>
          {(control) => (
            <Input
              {...control}
              type={INPUTS[field].type}
              inputMode={INPUTS[field].inputMode}
              min={field === 'authorizedTrips' ? 1 : undefined}
              autoComplete="off"
              {...register(path(field), { deps: DEPENDS[field]?.map(path) })}
            />
          )}
        </FormField>
      ))}
    </>
  );
}
