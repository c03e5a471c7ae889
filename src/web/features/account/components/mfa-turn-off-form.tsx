import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { mfaDisableSchema, type MfaDisableInput } from '@domain/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { mfaSettingsText as text } from '@/content/dashboard';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useMfaDisable } from '../api/disable-mfa';

/** Turning two-step sign-in off asks for the password, so an unattended session cannot do it. */
export function MfaTurnOffForm() {
  const disable = useMfaDisable();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MfaDisableInput>({ resolver: zodResolver(mfaDisableSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit((input) =>
    disable.mutate(input, {
      onSuccess: () => toast(text.toasts.disabled),
      onError: (error) => {
        applyServerFieldErrors(error, setError, ['password']);
        toast({
          title: text.toasts.disableFailed.title,
          description: errorMessage(error, text.toasts.disableFailed.description),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">{text.enabledLead}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <p className="text-sm text-ink">{text.offLead}</p>
        <FormField id="mfa-disable-password" label={text.passwordLabel} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              toggleSubject="current password"
              {...register('password')}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" variant="destructive" disabled={disable.isPending} className="w-full sm:w-auto">
            {disable.isPending ? text.turningOff : text.turnOff}
          </Button>
        </div>
      </form>
    </div>
  );
}
