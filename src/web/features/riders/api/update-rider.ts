import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiderInput } from '@domain/rider';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/riders/{id}: the whole rider, as for a new one. */
export const updateRider = ({ id, body }: { id: string; body: RiderInput }) =>
  api.put('/api/riders/{id}', { path: { id }, body });

export function useUpdateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.riders.all }),
  });
}
