import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser } from '@domain/auth';
import { hasMfaEnabled, mfaDisableSchema, mfaEnableSchema, type MfaDisableInput, type MfaEnableInput, type MfaSetup } from '@domain/mfa';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { mfaSettingsText as text } from '@/content/dashboard';
import { errorMessage } from '@/lib/api-client';
import { useMfaDisable, useMfaEnable, useMfaSetup } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';

/** 'JBSWY3DPEHPK3PXP' as 'JBSW Y3DP EHPK 3PXP', easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Issue 6 item 7 (ASVS 6.3.3): an administrator turns two-step sign-in on or off. */
export function MfaCard({ user }: { user: SessionUser }) {
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = hasMfaEnabled(user);

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (enabled) body = <TurnOffForm />;
  else if (setup)
    body = (
      <EnrolForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  else body = <SetUpButton onSetup={setSetup} />;

  return (
    <div className="grid gap-5">
      <p className="flex items-center gap-2 text-sm">
        <span className="font-medium text-ink">{text.status}:</span>
        <Badge tone={enabled ? 'green' : 'neutral'}>{enabled ? text.on : text.off}</Badge>
      </p>
      {body}
    </div>
  );
}

function SetUpButton({ onSetup }: { onSetup: (setup: MfaSetup) => void }) {
  const start = useMfaSetup();
  return (
    <div>
      <Button
        disabled={start.isPending}
        className="w-full sm:w-auto"
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: onSetup,
            onError: (error) =>
              toast({ title: text.toasts.setupFailed.title, description: errorMessage(error, text.toasts.setupFailed.description), variant: 'destructive' }),
          })
        }
      >
        {start.isPending ? text.settingUp : text.setUp}
      </Button>
    </div>
  );
}

function EnrolForm({ setup, onCancel, onEnabled }: { setup: MfaSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const enable = useMfaEnable();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MfaEnableInput>({ resolver: zodResolver(mfaEnableSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit((input) =>
    enable.mutate(input, {
      onSuccess: ({ recoveryCodes }) => {
        toast(text.toasts.enabled);
        onEnabled(recoveryCodes);
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, ['code']);
        toast({ title: text.toasts.enableFailed.title, description: errorMessage(error, text.toasts.enableFailed.description), variant: 'destructive' });
      },
    }),
  );

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">{text.scan}</p>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <img src={setup.qrCode} alt={text.qrAlt} width={192} height={192} className="size-48 rounded-md border border-slate-200 bg-white" />
        <dl className="grid min-w-0 gap-1">
          <dt className="text-sm font-medium text-ink">{text.secretLabel}</dt>
          <dd className="font-mono text-base break-words text-ink">
            {groupSecret(setup.secret)}
          </dd>
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
          <Button type="submit" disabled={enable.isPending} className="w-full sm:w-auto">
            {enable.isPending ? text.turningOn : text.turnOn}
          </Button>
          <Button variant="ghost" disabled={enable.isPending} onClick={onCancel} className="w-full sm:w-auto">
            {text.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      toast(text.toasts.copied);
    } catch {
      toast({ ...text.toasts.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="mfa-recovery-heading" className="grid gap-4 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h4 id="mfa-recovery-heading" className="font-semibold text-brand-900">
        {text.recoveryHeading}
      </h4>
      <p className="text-sm text-ink">{text.recoveryAdvice}</p>
      <ul aria-label={text.recoveryHeading} className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-ink sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()} className="w-full sm:w-auto">
          {copied ? text.copied : text.copy}
        </Button>
        <Button onClick={onDone} className="w-full sm:w-auto">
          {text.done}
        </Button>
      </div>
    </section>
  );
}

function TurnOffForm() {
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
        toast({ title: text.toasts.disableFailed.title, description: errorMessage(error, text.toasts.disableFailed.description), variant: 'destructive' });
      },
    }),
  );

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">{text.enabledLead}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <p className="text-sm text-ink">{text.offLead}</p>
        <FormField id="mfa-disable-password" label={text.passwordLabel} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" toggleSubject="current password" {...register('password')} />}
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
