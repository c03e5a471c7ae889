import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleDocumentInput } from '@domain/vehicle';
import { api } from '@/lib/api-client';
import { invalidateAfterVehicleChange } from '@/lib/query-keys';

/** POST /api/vehicles/{id}/documents: a document with its expiry and the file the administrator uploaded first. */
export const addVehicleDocument = ({ vehicleId, body }: { vehicleId: string; body: VehicleDocumentInput }) =>
  api.post('/api/vehicles/{id}/documents', { path: { id: vehicleId }, body });

export function useAddVehicleDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addVehicleDocument, onSuccess: () => invalidateAfterVehicleChange(queryClient) });
}
