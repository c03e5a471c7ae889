import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterDriverChange, invalidateAfterVehicleChange } from '@/lib/query-keys';

/** PUT /api/drivers/{id} { vehicleId }: the driver's current vehicle, or none (docs/decisions/043-vehicles.md). */
export const updateDriverVehicle = ({ id, vehicleId }: { id: string; vehicleId: string | null }) =>
  api.put('/api/drivers/{id}', { path: { id }, body: { vehicleId } });

export function useUpdateDriverVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriverVehicle,
    // The vehicle's list of drivers changes with the driver.
    onSuccess: () => Promise.all([invalidateAfterDriverChange(queryClient), invalidateAfterVehicleChange(queryClient)]),
  });
}
