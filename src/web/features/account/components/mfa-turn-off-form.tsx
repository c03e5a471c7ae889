import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { mfaDisableSchema, type MfaDisableInput } from '@domain/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { mfaSettingsText as text } from '@/content/dashboard';
import { useSend } from '@/lib/use-send';
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

  const sending = useSend({
    run: (input: MfaDisableInput) => disable.mutateAsync(input),
    succeeded: text.toasts.disabled,
    failed: { ...text.toasts.disableFailed, reason: 'instead' },
    fields: ['password'],
    setError,
  });
  const onSubmit = handleSubmit(sending.send);

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
          <Button type="submit" variant="destructive" disabled={sending.pending} className="w-full sm:w-auto">
            {sending.pending ? text.turningOff : text.turnOff}
          </Button>
        </div>
      </form>
    </div>
  );
}
