import type { UseFormRegister } from 'react-hook-form';
import type { Authorization } from '@domain/authorization';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { formatCalendarDate } from '@/lib/dates';
import type { JobFormValues } from '../lib/job-form-values';
import { useRiderAuthorizations } from '../api/get-rider-authorizations';

const words = {
  label: 'Authorization',
  none: 'No authorization',
  noRider: 'Choose the rider first: the authorizations are theirs.',
  hint: "The workers' compensation authorization the trip counts against. A job from a workers' compensation referral uses the referral's own.",
  loading: 'Loading authorizations...',
  onFile: 'The authorization on file',
};

const optionLabel = (a: Authorization) =>
  `${a.authorizationNumber} · claim ${a.claimNumber} · ${a.tripsUsed} of ${a.authorizedTrips} trips used · ${formatCalendarDate(a.authorizedFrom)} – ${formatCalendarDate(a.authorizedTo)}`;

interface AuthorizationFieldProps {
  register: UseFormRegister<JobFormValues>;
  error?: string | undefined;
  riderId: string;
  /** Edit Job: the authorization the job was saved with, kept choosable. */
  savedAuthorizationId?: string | null | undefined;
}

/**
 * The rider's workers' compensation authorizations (docs/decisions/069-authorizations.md), offered when the
 * payer is a workers' compensation carrier. The server decides whether the trip fits; its answer shows here.
 */
export function AuthorizationField({ register, error, riderId, savedAuthorizationId }: AuthorizationFieldProps) {
  const authorizations = useRiderAuthorizations(riderId || null);
  const list = authorizations.data ?? [];
  const savedMissing = savedAuthorizationId && !list.some((a) => a.id === savedAuthorizationId);
  return (
    <FormField id="job-authorizationId" label={words.label} hint={riderId ? words.hint : words.noRider} error={error}>
      {(control) => (
        <Select {...control} {...register('authorizationId')}>
          <option value="">{authorizations.isLoading ? words.loading : words.none}</option>
          {savedMissing ? <option value={savedAuthorizationId}>{words.onFile}</option> : null}
          {list.map((a) => (
            <option key={a.id} value={a.id}>
              {optionLabel(a)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
