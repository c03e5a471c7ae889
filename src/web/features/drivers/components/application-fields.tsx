import { type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { DriverApplicationInput } from '@domain/driver';
import { SERVICE_STATE_NAMES, type ServiceState } from '@domain/company';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { driverApplicationCopy as copy } from '@/content/driver-application';

export type ApplicationValues = DriverApplicationInput;

interface SectionProps {
  register: UseFormRegister<ApplicationValues>;
  errors: FieldErrors<ApplicationValues>;
}

/** A group of fields under its own caption; a fieldset so screen readers announce the group. */
export function FormSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-brand-900">{title}</legend>
      {lead && <p className="-mt-3 text-sm text-muted">{lead}</p>}
      {children}
    </fieldset>
  );
}

/** Decision 024: only a visitor creates an account with the application. */
export function AccountFields({ register, errors }: SectionProps) {
  return (
    <FormSection title={copy.sections.account} lead={copy.sections.accountLead}>
      <FormField id="driver-username" label="Username" error={errors.username?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register('username')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="driver-password" label="Password" hint="At least 8 characters." error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField id="driver-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              toggleSubject="confirm password"
              {...register('confirmPassword')}
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}

export function PersonalFields({ register, errors, states }: SectionProps & { states: readonly ServiceState[] }) {
  return (
    <FormSection title={copy.sections.personal}>
      <FormField id="driver-full-name" label="Full Name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...register('fullName')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="driver-phone" label="Phone Number" error={errors.phoneNumber?.message}>
          {(control) => (
            <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('phoneNumber')} />
          )}
        </FormField>
        <FormField id="driver-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" autoCapitalize="none" {...register('email')} />
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="driver-city" label="City" error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" {...register('city')} />}
        </FormField>
        {/* Decision 019: the states the company serves, by their full names. */}
        <FormField id="driver-state" label="State" error={errors.state?.message}>
          {(control) => (
            <Select {...control} autoComplete="address-level1" {...register('state')}>
              <option value="">Select a state</option>
              {states.map((state) => (
                <option key={state} value={state}>
                  {SERVICE_STATE_NAMES[state]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </FormSection>
  );
}

export function VehicleField({ register, errors }: SectionProps) {
  return (
    <FormSection title={copy.sections.vehicle}>
      <FormField
        id="driver-vehicle"
        label="Vehicle Information"
        hint={copy.vehicleHint}
        error={errors.vehicleInfo?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="e.g. 2021 Toyota Sienna, wheelchair ramp"
            {...register('vehicleInfo')}
          />
        )}
      </FormField>
    </FormSection>
  );
}
