import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleInput } from '@domain/vehicle';
import { api } from '@/lib/api-client';
import { invalidateAfterVehicleChange } from '@/lib/query-keys';

/** POST /api/vehicles adds a vehicle; PUT /api/vehicles/{id} replaces one whole. */
export const createVehicle = (body: VehicleInput) => api.post('/api/vehicles', { body });
export const updateVehicle = ({ id, body }: { id: string; body: VehicleInput }) =>
  api.put('/api/vehicles/{id}', { path: { id }, body });

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVehicle, onSuccess: () => invalidateAfterVehicleChange(queryClient) });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVehicle, onSuccess: () => invalidateAfterVehicleChange(queryClient) });
}
