import { useState } from 'react';
import type { Driver } from '@domain/driver';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { vehiclesCopy } from '@/content/vehicles';
import { failureDescription } from '@/lib/api-client';
import { useUpdateDriverVehicle } from '../api/update-driver-vehicle';
import { useVehicleChoices } from '../api/get-vehicle-choices';

const copy = vehiclesCopy.driverDialog;

/** The driver's current vehicle: one of the active vehicles, or none; saved on its own, apart from the decision. */
export function DriverVehicleSelect({ driver }: { driver: Driver }) {
  const choices = useVehicleChoices();
  const update = useUpdateDriverVehicle();
  const current = driver.vehicleId ?? '';
  // The choice starts from the driver's vehicle and follows it when the driver list refreshes.
  const [picked, setPicked] = useState({ from: current, value: current });
  const value = picked.from === current ? picked.value : current;
  if (picked.from !== current) setPicked({ from: current, value: current });
  const vehicles = choices.data?.items ?? [];
  const currentMissing = current && choices.data && !vehicles.some((v) => v.id === current);

  const save = () =>
    update.mutate(
      { id: driver.id, vehicleId: value || null },
      {
        onSuccess: () => toast(copy.saved),
        onError: (error) =>
          toast({
            ...copy.failed,
            description: failureDescription(error, copy.failed.description),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <FormField id="driver-vehicle" label={copy.label} hint={copy.hint}>
          {(control) => (
            <Select
              {...control}
              value={value}
              onChange={(event) => setPicked({ from: current, value: event.target.value })}
              disabled={choices.isPending}
            >
              <option value="">{choices.isPending ? copy.loading : copy.none}</option>
              {currentMissing ? <option value={current}>{copy.notActive}</option> : null}
              {vehicles.map((v) => (
                <option key={v.id} value={v.id}>
                  {`${v.number} · ${v.make} ${v.model}`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <Button variant="secondary" onClick={save} disabled={update.isPending || value === current} className="sm:mb-7">
        {update.isPending ? copy.saving : copy.save}
      </Button>
    </div>
  );
}
