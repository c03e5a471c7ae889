import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { SessionUser } from '@domain/auth';
import { profileSchema } from '@domain/profile';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dashboardText } from '@/content/dashboard';
import { useSend } from '@/lib/use-send';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;
const text = dashboardText.settings;

/** Settings (decision 033): first name, last name and email. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' },
  });

  const sending = useSend({
    run: (input: ProfileOutput) => update.mutateAsync(input),
    succeeded: text.toasts.profileSaved,
    done: (saved) =>
      reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '', email: saved.email ?? '' }),
    failed: { ...text.toasts.profileFailed, reason: 'instead' },
    fields: ['firstName', 'lastName', 'email'],
    setError,
  });
  // Not awaited: the form emptied on success must not be marked submitted after it, or it would check as it is typed.
  const onSubmit = handleSubmit((input) => void sending.send(input));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="profile-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={sending.pending} className="w-full sm:w-auto">
          {sending.pending ? 'Saving…' : text.profileSave}
        </Button>
      </div>
    </form>
  );
}
