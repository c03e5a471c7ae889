import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  companyPoliciesSchema,
  TRIP_POLICY_BOUNDS,
  TRIP_POLICY_LABELS,
  type CompanyPoliciesResponse,
} from '@domain/policies';
import type { TripPolicy } from '@domain/trip';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { policiesText as text } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { formatMoment } from '@/lib/dates';
import { useSend } from '@/lib/use-send';
import { usePolicies, useUpdatePolicies } from '../api/update-policies';

type PolicyValues = z.input<typeof companyPoliciesSchema>;
type PolicyOutput = z.output<typeof companyPoliciesSchema>;
const KEYS = Object.keys(TRIP_POLICY_BOUNDS) as (keyof TripPolicy)[];

/** Settings: the company's trip policies, for an administrator (docs/decisions/049-company-policies.md). */
export function PoliciesCard() {
  const policies = usePolicies();
  if (!policies.data) return <Spinner label="Loading policies" />;
  return <PoliciesForm key={policies.data.updatedAt ?? 'defaults'} current={policies.data} />;
}

function PoliciesForm({ current }: { current: CompanyPoliciesResponse }) {
  const company = useCompany();
  const update = useUpdatePolicies();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PolicyValues, unknown, PolicyOutput>({
    resolver: zodResolver(companyPoliciesSchema),
    defaultValues: { trip: current.trip, site: current.site },
  });

  const sending = useSend({
    run: (input: PolicyOutput) => update.mutateAsync(input),
    succeeded: text.saved,
    failed: { ...text.failed, reason: 'instead' },
    fields: KEYS.map((key) => `trip.${key}` as const),
    setError,
  });
  const onSubmit = handleSubmit(sending.send);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        {KEYS.map((key) => (
          <FormField
            key={key}
            id={`policy-${key}`}
            label={TRIP_POLICY_LABELS[key]}
            hint={text.hints[key]}
            error={errors.trip?.[key]?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={TRIP_POLICY_BOUNDS[key][0]}
                max={TRIP_POLICY_BOUNDS[key][1]}
                step={1}
                {...register(`trip.${key}`)}
              />
            )}
          </FormField>
        ))}
      </div>
      <CheckboxField
        id="policy-measured-figures"
        label={text.measuredFigures}
        hint={text.measuredFiguresHint}
        {...register('site.measuredFigures')}
      />
      <p className="text-sm text-muted">
        {current.updatedAt
          ? text.lastChanged(formatMoment(current.updatedAt, company.timeZone), current.updatedBy)
          : text.neverChanged}
      </p>
      <div>
        <Button type="submit" disabled={sending.pending} className="w-full sm:w-auto">
          {sending.pending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}
