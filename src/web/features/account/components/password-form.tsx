import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChangeInput } from '@domain/profile';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { dashboardText } from '@/content/dashboard';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
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

  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        reset(EMPTY);
        toast(text.toasts.passwordSaved);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword', 'confirmPassword']);
        toast({
          title: text.toasts.passwordFailed.title,
          description: errorMessage(error, text.toasts.passwordFailed.description),
          variant: 'destructive',
        });
      },
    }),
  );

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
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? 'Saving…' : text.passwordSave}
        </Button>
      </div>
    </form>
  );
}
