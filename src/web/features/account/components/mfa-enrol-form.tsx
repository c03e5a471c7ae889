import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { mfaEnableSchema, type MfaEnableInput, type MfaSetup } from '@domain/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { mfaSettingsText as text } from '@/content/dashboard';
import { useSend } from '@/lib/use-send';
import { useMfaEnable } from '../api/enable-mfa';

/** 'JBSWY3DPEHPK3PXP' as 'JBSW Y3DP EHPK 3PXP', easier to type into an app by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The second step: scan the QR code (or type the secret), then confirm with the app's first code. */
export function MfaEnrolForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: MfaSetup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useMfaEnable();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MfaEnableInput>({ resolver: zodResolver(mfaEnableSchema), defaultValues: { code: '' } });

  const sending = useSend({
    run: (input: MfaEnableInput) => enable.mutateAsync(input),
    succeeded: text.toasts.enabled,
    done: ({ recoveryCodes }) => onEnabled(recoveryCodes),
    failed: { ...text.toasts.enableFailed, reason: 'instead' },
    fields: ['code'],
    setError,
  });
  const onSubmit = handleSubmit(sending.send);

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">{text.scan}</p>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <img
          src={setup.qrCode}
          alt={text.qrAlt}
          width={192}
          height={192}
          className="size-48 rounded-md border border-slate-200 bg-white"
        />
        <dl className="grid min-w-0 gap-1">
          <dt className="text-sm font-medium text-ink">{text.secretLabel}</dt>
          <dd className="font-mono text-base wrap-anywhere text-ink">{groupSecret(setup.secret)}</dd>
        </dl>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="mfa-enable-code" label={text.codeLabel} hint={text.codeHint} error={errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              className="font-mono tracking-wider sm:max-w-48"
              {...register('code')}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={sending.pending} className="w-full sm:w-auto">
            {sending.pending ? text.turningOn : text.turnOn}
          </Button>
          <Button variant="ghost" disabled={sending.pending} onClick={onCancel} className="w-full sm:w-auto">
            {text.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
