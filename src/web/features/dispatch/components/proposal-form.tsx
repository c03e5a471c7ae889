import { type FormEvent } from 'react';
import {
  PROPOSAL_SCOPE_LABELS,
  PROPOSAL_SCOPES,
  MAX_LEGS_PER_DRIVER_LIMIT,
  MAX_SEARCH_SECONDS,
  type ProposalScope,
} from '@domain/route-proposal';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dispatchCopy } from '@/content/dispatch';

const copy = dispatchCopy.proposal;

export interface ProposalAsk {
  scope: ProposalScope;
  start: string;
  end: string;
  seconds: string;
  /** The most legs one driver's lane may hold (docs/decisions/064-route-proposals.md). */
  maxLegs: string;
}

/** What to plan, the drivers' shift and the most legs a driver may get: one dense row at 1280 px, stacked on a phone. */
export function ProposalForm({
  ask,
  onChange,
  errors,
  busy,
  again,
  onSubmit,
}: {
  ask: ProposalAsk;
  onChange: (ask: ProposalAsk) => void;
  errors: Partial<Record<string, string>>;
  /** While a proposal starts or runs: the button stays focusable (a disabled one drops focus) but does nothing. */
  busy: boolean;
  again: boolean;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <fieldset aria-describedby={errors.scope ? 'proposal-scope-error' : undefined}>
        <legend className="mb-1 text-sm font-semibold text-ink">{copy.scope}</legend>
        <div className="flex flex-wrap gap-x-5">
          {PROPOSAL_SCOPES.map((scope) => (
            <label key={scope} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="proposal-scope"
                value={scope}
                checked={ask.scope === scope}
                onChange={() => onChange({ ...ask, scope })}
                className="size-4 accent-brand-700"
              />
              {PROPOSAL_SCOPE_LABELS[scope]}
            </label>
          ))}
        </div>
        {errors.scope ? (
          <p id="proposal-scope-error" className="text-sm font-medium text-danger">
            {errors.scope}
          </p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-2 items-start gap-3 lg:grid-cols-[8.5rem_8.5rem_10.5rem_10.5rem_auto]">
        <FormField id="proposal-shift-start" label={copy.shiftStart} error={errors['shift.start']}>
          {(control) => (
            <Input
              {...control}
              type="time"
              required
              value={ask.start}
              onChange={(event) => onChange({ ...ask, start: event.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField id="proposal-shift-end" label={copy.shiftEnd} error={errors['shift.end'] ?? errors.shift}>
          {(control) => (
            <Input
              {...control}
              type="time"
              required
              value={ask.end}
              onChange={(event) => onChange({ ...ask, end: event.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField id="proposal-seconds" label={copy.seconds} error={errors.seconds}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SEARCH_SECONDS}
              step={1}
              required
              value={ask.seconds}
              onChange={(event) => onChange({ ...ask, seconds: event.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField id="proposal-max-legs" label={copy.maxLegs} error={errors.maxLegsPerDriver}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LEGS_PER_DRIVER_LIMIT}
              step={1}
              required
              value={ask.maxLegs}
              onChange={(event) => onChange({ ...ask, maxLegs: event.currentTarget.value })}
            />
          )}
        </FormField>
        <Button
          type="submit"
          aria-disabled={busy}
          className="self-end justify-self-start whitespace-nowrap aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {again ? copy.proposeAgain : copy.propose}
        </Button>
      </div>
      <p className="-mt-1 text-xs text-muted">
        {copy.shiftHint} {/^\d+$/.test(ask.maxLegs.trim()) ? copy.maxLegsHint(Number(ask.maxLegs)) : null}
      </p>
    </form>
  );
}
