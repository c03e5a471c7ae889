import { useEffect, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  LIFT_OR_RAMP,
  LIFT_OR_RAMP_LABELS,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  vehicleSchema,
  type Vehicle,
} from '@domain/vehicle';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { vehiclesCopy as copy } from '@/content/vehicles';
import { useSend } from '@/lib/use-send';
import { useCreateVehicle, useUpdateVehicle } from '../api/save-vehicle';
import {
  EMPTY_VEHICLE_FORM,
  VEHICLE_FORM_FIELDS,
  vehicleToFormValues,
  type VehicleFormValues,
} from '../lib/vehicle-form-values';

type VehicleBody = z.output<typeof vehicleSchema>;
// The server's own schema (docs/architecture.md): the same VIN check digit and ramp/lift rule in the browser.
const resolver = zodResolver(vehicleSchema) as unknown as Resolver<VehicleFormValues, unknown, VehicleBody>;
const { labels } = copy.form;

export type VehicleDialogMode = { kind: 'create' } | { kind: 'edit'; vehicle: Vehicle };

type TextField =
  | 'number'
  | 'make'
  | 'model'
  | 'colour'
  | 'year'
  | 'plate'
  | 'vin'
  | 'ambulatorySeats'
  | 'wheelchairPositions'
  | 'stretcherPositions';
const TEXT_FIELDS: { name: TextField; numeric?: boolean; wide?: boolean; hint?: string }[] = [
  { name: 'number' },
  { name: 'plate' },
  { name: 'make' },
  { name: 'model' },
  { name: 'colour', hint: copy.form.colourHint },
  { name: 'year', numeric: true },
  { name: 'vin', hint: copy.form.vinHint },
  { name: 'ambulatorySeats', numeric: true },
  { name: 'wheelchairPositions', numeric: true },
  { name: 'stretcherPositions', numeric: true },
];

/** Add vehicle / Edit vehicle: every field of the vehicle, the server's refusals under their fields. */
export function VehicleFormDialog({
  mode,
  onClose,
  onCreated,
}: {
  mode: VehicleDialogMode | null;
  onClose: () => void;
  onCreated?: (vehicle: Vehicle) => void;
}) {
  const open = mode !== null;
  const editing = mode?.kind === 'edit' ? mode.vehicle : null;
  const createVehicle = useCreateVehicle();
  const updateVehicle = useUpdateVehicle();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VehicleFormValues, unknown, VehicleBody>({ resolver, defaultValues: EMPTY_VEHICLE_FORM });

  useEffect(() => {
    if (open) reset(editing ? vehicleToFormValues(editing) : EMPTY_VEHICLE_FORM);
  }, [open, editing, reset]);

  const sending = useSend({
    run: (body: VehicleBody) =>
      editing ? updateVehicle.mutateAsync({ id: editing.id, body }) : createVehicle.mutateAsync(body),
    succeeded: editing ? copy.toasts.updated : copy.toasts.created,
    done: (saved) => {
      if (!editing) onCreated?.(saved);
      onClose();
    },
    failed: editing ? copy.toasts.updateFailed : copy.toasts.createFailed,
    fields: VEHICLE_FORM_FIELDS,
    setError,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(sending.send)(event);
  const busy = isSubmitting || sending.pending;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent
          title={editing ? copy.form.editTitle : copy.form.createTitle}
          description={copy.form.description}
          className="max-h-[90vh] max-w-2xl! overflow-y-auto"
        >
          <form onSubmit={onSubmit} noValidate className="grid gap-6">
            <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              {TEXT_FIELDS.map(({ name, numeric, hint }) => (
                <FormField
                  key={name}
                  id={`vehicle-${name}`}
                  label={labels[name]}
                  hint={hint}
                  error={errors[name]?.message}
                >
                  {(control) => (
                    <Input
                      inputMode={numeric ? 'numeric' : undefined}
                      autoComplete="off"
                      className={name === 'vin' || name === 'plate' ? 'uppercase' : undefined}
                      {...control}
                      {...register(name)}
                    />
                  )}
                </FormField>
              ))}
              <FormField id="vehicle-liftOrRamp" label={labels.liftOrRamp} error={errors.liftOrRamp?.message}>
                {(control) => (
                  <Select {...control} {...register('liftOrRamp')}>
                    {LIFT_OR_RAMP.map((value) => (
                      <option key={value} value={value}>
                        {LIFT_OR_RAMP_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField id="vehicle-status" label={labels.status} error={errors.status?.message}>
                {(control) => (
                  <Select {...control} {...register('status')}>
                    {VEHICLE_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {VEHICLE_STATUS_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{copy.form.cancel}</Button>
              </DialogClose>
              <Button type="submit" disabled={busy}>
                {editing ? (busy ? copy.form.saving : copy.form.save) : busy ? copy.form.creating : copy.form.create}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
