import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adminAccountSchema } from '@domain/profile';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { dashboardText } from '@/content/dashboard';
import { useSend } from '@/lib/use-send';
import { useCreateAdmin } from '../api/create-admin';

type AdminValues = z.input<typeof adminAccountSchema>;
type AdminOutput = z.output<typeof adminAccountSchema>;
const text = dashboardText.settings;
const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;
const EMPTY: AdminValues = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };

/** Decision 003: an administrator creates another; there is no public admin sign-up. */
export function CreateAdminForm() {
  const create = useCreateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AdminValues, unknown, AdminOutput>({ resolver: zodResolver(adminAccountSchema), defaultValues: EMPTY });

  const sending = useSend({
    run: (input: AdminOutput) => create.mutateAsync(input),
    succeeded: (admin) => text.toasts.adminCreated(admin.username),
    done: () => reset(EMPTY),
    failed: { ...text.toasts.adminFailed, reason: 'instead' },
    fields: FIELDS,
    setError,
  });
  // Not awaited: the form emptied on success must not be marked submitted after it, or it would check as it is typed.
  const onSubmit = handleSubmit((input) => void sending.send(input));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="admin-first-name" label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('firstName')} />}
        </FormField>
        <FormField id="admin-last-name" label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('lastName')} />}
        </FormField>
        <FormField id="admin-username" label="Username" error={errors.username?.message}>
          {(control) => (
            <Input {...control} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
          )}
        </FormField>
        <FormField id="admin-email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
        </FormField>
        <FormField id="admin-password" label="Password" hint="At least 8 characters." error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField id="admin-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
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
      <div>
        <Button type="submit" disabled={sending.pending} className="w-full sm:w-auto">
          {sending.pending ? 'Creating…' : text.createAdminSave}
        </Button>
      </div>
    </form>
  );
}
