import { type InputHTMLAttributes } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { REFERRAL_FIELD_LABELS, type ReferralInput } from '@domain/referral';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type ReferralFieldName = keyof ReferralInput;

/** The form's controls, passed down from useForm so each section stays a plain list of fields. */
export interface ReferralFieldsProps {
  register: UseFormRegister<ReferralInput>;
  errors: FieldErrors<ReferralInput>;
}

/** Stable ids for labels, errors and tests: referral-patient-dob and so on. */
export const fieldId = (name: ReferralFieldName) => `referral-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

type TextFieldProps = ReferralFieldsProps & {
  name: Exclude<ReferralFieldName, 'transportType' | 'notes' | 'returnTrip' | 'workersComp'>;
  /** A line under the field, e.g. the time zone beside the appointment time. */
  hint?: string;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'inputMode' | 'min' | 'max' | 'className'
  >;

/**
 * One labelled input. Labels are REFERRAL_FIELD_LABELS so they match decision 030's messages
 * ('Patient Name is required') and the server's field errors word for word.
 */
export function ReferralTextField({ name, register, errors, className, hint, ...inputProps }: TextFieldProps) {
  return (
    <div className={className}>
      <FormField id={fieldId(name)} label={REFERRAL_FIELD_LABELS[name]} hint={hint} error={errors[name]?.message}>
        {(control) => <Input {...control} {...inputProps} {...register(name)} />}
      </FormField>
    </div>
  );
}
