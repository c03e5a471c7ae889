import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChangeInput } from '@domain/profile';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { dashboardText } from '@/content/dashboard';
import { useSend } from '@/lib/use-send';
import { useChangePassword } from '../api/change-password';

const text = dashboardText.settings;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings (decision 033): a new password needs the current one. */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });

  const sending = useSend({
    run: (input: PasswordChangeInput) => change.mutateAsync(input),
    succeeded: text.toasts.passwordSaved,
    done: () => reset(EMPTY),
    failed: { ...text.toasts.passwordFailed, reason: 'instead' },
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    setError,
  });
  // Not awaited: the form emptied on success must not be marked submitted after it, or it would check as it is typed.
  const onSubmit = handleSubmit((input) => void sending.send(input));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="password-current" label="Current Password" error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            toggleSubject="current password"
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <FormField
        id="password-new"
        label="New Password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleSubject="new password"
            {...register('newPassword')}
          />
        )}
      </FormField>
      <FormField id="password-confirm" label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleSubject="confirm new password"
            {...register('confirmPassword')}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={sending.pending} className="w-full sm:w-auto">
          {sending.pending ? 'Saving…' : text.passwordSave}
        </Button>
      </div>
    </form>
  );
}
