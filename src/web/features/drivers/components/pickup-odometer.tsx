import { useEffect, useRef, useState } from 'react';
import { Gauge } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { myJobsCopy } from '@/content/my-jobs';

const copy = myJobsCopy.steps;

interface PickupOdometerProps {
  jobId: string;
  disabled: boolean;
  /** The reading in miles, or null when the driver skips it. */
  onRecord: (odometer: number | null) => void;
  onBack: () => void;
}

/**
 * The odometer, asked once the rider is aboard (docs/decisions/056-proof-of-service.md): with the drop-off's reading
 * it gives the loaded miles the payer is billed. Skip goes on without it in one tap, so a driver with a hand on the
 * rider is never held up; billing then falls back on the travel estimate, marked as estimated.
 */
export function PickupOdometer({ jobId, disabled, onRecord, onBack }: PickupOdometerProps) {
  const [odometer, setOdometer] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The button just tapped is gone: the question takes the focus, so the phone's number pad opens and a screen
  // reader reads what is asked.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const record = () => {
    const text = odometer.trim();
    const miles = Number(text);
    if (text === '') setError(copy.needPickupOdometer);
    else if (!Number.isFinite(miles) || miles < 0) setError(myJobsCopy.dropoffProof.badOdometer);
    else onRecord(miles);
  };
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        record();
      }}
    >
      <FormField
        id={`pickup-odometer-${jobId}`}
        label={copy.pickupOdometer}
        hint={copy.pickupOdometerHint}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            ref={field}
            // The phone's number pad, large enough to hit while standing at the van.
            className="min-h-14 text-2xl tabular-nums"
            inputMode="decimal"
            autoComplete="off"
            value={odometer}
            onChange={(event) => {
              setOdometer(event.currentTarget.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="submit" size="lg" className="min-h-14 text-lg" disabled={disabled}>
          <Gauge aria-hidden="true" className="size-6" />
          {copy.recordPickup}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="min-h-14 text-lg"
          disabled={disabled}
          onClick={() => onRecord(null)}
        >
          {copy.skipOdometer}
        </Button>
      </div>
      <Button type="button" variant="ghost" className="justify-self-center" disabled={disabled} onClick={onBack}>
        {myJobsCopy.keepJob}
      </Button>
    </form>
  );
}
