import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';

interface LoginFormProps {
  /** Keeps ids unique per page. */
  idPrefix: string;
  submitLabel: string;
}

/** One sign-in form for /auth and /driver-login; where the user lands depends on their role. */
export function LoginForm({ idPrefix, submitLabel }: LoginFormProps) {
  const { loginMutation, isRedirecting } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const busy = loginMutation.isPending || isRedirecting;
  const onSubmit = handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onError: (error) => applyServerFieldErrors(error, setError, ['username', 'password']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id={`${idPrefix}-username`} label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />}
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
