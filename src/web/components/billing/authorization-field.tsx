import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Authorization, WorkersCompDetails } from '@domain/authorization';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useRiderAuthorizations } from '@/lib/billing-choices';
import { formatCalendarDate } from '@/lib/dates';

/**
 * The value of "the referral's authorization" before its first job makes it on the rider
 * (docs/decisions/069-authorizations.md): the form sends no authorization and the server uses the referral's.
 */
export const REFERRAL_AUTHORIZATION = 'from-referral';

export const authorizationFieldCopy = {
  label: 'Authorization',
  none: 'No authorization',
  noRider: 'Choose the rider first: the authorizations are theirs.',
  hint: "The workers' compensation authorization the trip counts against. A job from a workers' compensation referral uses the referral's own.",
  loading: 'Loading authorizations...',
  onFile: 'The authorization on file',
};

const span = (from: string, to: string) => `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
const optionLabel = (a: Authorization) =>
  `${a.authorizationNumber} · claim ${a.claimNumber} · ${a.tripsUsed} of ${a.authorizedTrips} trips used · ${span(a.authorizedFrom, a.authorizedTo)}`;
const referralLabel = (d: WorkersCompDetails) =>
  `${d.authorizationNumber} · claim ${d.claimNumber} · ${d.authorizedTrips} trips · ${span(d.authorizedFrom, d.authorizedTo)} (from the referral)`;

interface AuthorizationFieldProps {
  /** The form's `authorizationId` registration ('' = none). */
  field: UseFormRegisterReturn;
  id: string;
  error?: string | undefined;
  riderId: string;
  /** The authorization the record was saved with, kept choosable. */
  savedAuthorizationId?: string | null | undefined;
  /** A job from a workers' compensation referral whose authorization is not made yet: offered as REFERRAL_AUTHORIZATION. */
  referral?: WorkersCompDetails | null | undefined;
}

/**
 * The rider's workers' compensation authorizations (docs/decisions/069-authorizations.md), offered when the
 * payer is a workers' compensation carrier. The server decides whether the trip fits; its answer shows here.
 */
export function AuthorizationField({
  field,
  id,
  error,
  riderId,
  savedAuthorizationId,
  referral,
}: AuthorizationFieldProps) {
  const authorizations = useRiderAuthorizations(riderId || null);
  const list = authorizations.data ?? [];
  const savedMissing = savedAuthorizationId && !list.some((a) => a.id === savedAuthorizationId);
  return (
    <FormField
      id={id}
      label={authorizationFieldCopy.label}
      hint={riderId || referral ? authorizationFieldCopy.hint : authorizationFieldCopy.noRider}
      error={error}
    >
      {(control) => (
        <Select {...control} {...field}>
          <option value="">
            {authorizations.isLoading ? authorizationFieldCopy.loading : authorizationFieldCopy.none}
          </option>
          {referral ? <option value={REFERRAL_AUTHORIZATION}>{referralLabel(referral)}</option> : null}
          {savedMissing ? <option value={savedAuthorizationId}>{authorizationFieldCopy.onFile}</option> : null}
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
