import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ROLE_LABELS, SELF_SERVICE_ROLES, registerSchema } from '@domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { useAuth } from '@/lib/auth';
import { useSend } from '@/lib/use-send';

type RegisterValues = z.input<typeof registerSchema>;
type RegisterOutput = z.output<typeof registerSchema>;

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'role', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const { registerMutation } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      role: 'referral_partner',
      password: '',
      confirmPassword: '',
    },
  });

  // The sign-up toasts how it went (useAuth); a refused field shows its reason under it.
  const sending = useSend({
    run: (input: RegisterOutput) => registerMutation.mutateAsync(input),
    fields: FIELDS,
    setError,
  });
  const onSubmit = handleSubmit(sending.send);
  const busy = sending.pending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-first-name" label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="register-last-name" label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="register-username" label="Username" error={errors.username?.message}>
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
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      {/* Decision 003: no public admin sign-up, so only the self-service roles are offered. */}
      <FormField id="register-role" label="Role" error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...register('role')}>
            {SELF_SERVICE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="register-password" label="Password" hint="At least 8 characters." error={errors.password?.message}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField id="register-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleSubject="confirm password"
            {...register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
