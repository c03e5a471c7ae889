import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterDriverChange } from '@/lib/query-keys';

/** POST /api/inspections/{id}/clear: the driver may start their trips again; the board and their phone read the day anew. */
export function useClearInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post('/api/inspections/{id}/clear', { path: { id }, body: { note } }),
    onSettled: () => invalidateAfterDriverChange(queryClient),
  });
}
