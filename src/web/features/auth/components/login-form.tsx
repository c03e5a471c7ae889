import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@domain';
import { isMfaChallenge, mfaLoginSchema, type MfaLoginInput } from '@domain/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { loginMfaText as text } from '@/content/pages';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useSend } from '@/lib/use-send';

interface LoginFormProps {
  /** Keeps ids unique per page. */
  idPrefix: string;
  submitLabel: string;
}

/**
 * One sign-in form for /auth and /driver-login; where the user lands depends on their role. An
 * administrator who turned on two-step sign-in is asked for a code next (docs/security.md, ASVS 6.3.3).
 */
export function LoginForm({ idPrefix, submitLabel }: LoginFormProps) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  return step === 'code' ? (
    <SecondStep idPrefix={idPrefix} onBack={() => setStep('password')} />
  ) : (
    <PasswordStep idPrefix={idPrefix} submitLabel={submitLabel} onChallenge={() => setStep('code')} />
  );
}

function PasswordStep({ idPrefix, submitLabel, onChallenge }: LoginFormProps & { onChallenge: () => void }) {
  const { loginMutation, isRedirecting } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  // A refused account (403: a rejected, suspended or inactive driver) keeps the server's reason on the page:
  // a rejection's reason and the company's contact details are too long for a passing toast.
  const [refusal, setRefusal] = useState<string | null>(null);
  // useAuth toasts a failed sign-in.
  const sending = useSend({
    run: (credentials: LoginInput) => {
      setRefusal(null);
      return loginMutation.mutateAsync(credentials);
    },
    done: (result) => {
      if (isMfaChallenge(result)) onChallenge();
    },
    failed: (error) => {
      if (error instanceof ApiError && error.status === 403 && error.serverMessage) setRefusal(error.serverMessage);
      return null;
    },
    fields: ['username', 'password'],
    setError,
  });
  const onSubmit = handleSubmit(sending.send);
  const busy = sending.pending || isRedirecting;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {refusal ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm wrap-anywhere whitespace-pre-line text-red-900"
        >
          {refusal}
        </p>
      ) : null}
      <FormField id={`${idPrefix}-username`} label="Username" error={errors.username?.message}>
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
      <FormField id={`${idPrefix}-password`} label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Signing in...' : submitLabel}
      </Button>
    </form>
  );
}

function SecondStep({ idPrefix, onBack }: { idPrefix: string; onBack: () => void }) {
  const { verifyMfaMutation, isRedirecting } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<MfaLoginInput>({ resolver: zodResolver(mfaLoginSchema), defaultValues: { code: '' } });

  // The password form has just gone: move focus to the code, where the user's next keystroke belongs.
  useEffect(() => setFocus('code'), [setFocus]);

  const sending = useSend({
    run: (input: MfaLoginInput) => verifyMfaMutation.mutateAsync(input),
    failed: (error) => {
      // The pending step expired (5 minutes) or is missing: start again; the provider shows the toast.
      if (error instanceof ApiError && error.status === 401) onBack();
      return null;
    },
    fields: ['code'],
    setError,
  });
  const onSubmit = handleSubmit(sending.send);
  const busy = sending.pending || isRedirecting;

  const headingId = `${idPrefix}-mfa-heading`;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="grid gap-5">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-brand-900">
          {text.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      <FormField id={`${idPrefix}-mfa-code`} label={text.codeLabel} hint={text.codeHint} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            // No numeric keypad: a recovery code has letters, and a phone user must be able to type one.
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono tracking-wider"
            {...register('code')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? text.verifying : text.verify}
      </Button>
      <Button type="button" variant="ghost" disabled={busy} onClick={onBack} className="w-full">
        {text.back}
      </Button>
    </form>
  );
}
