import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Inspection } from '@domain/inspection';
import { api } from '@/lib/api-client';
import { invalidateAfterDriverChange } from '@/lib/query-keys';

/** POST /api/inspections/{id}/clear: the driver may start their trips again; the board and their phone read the day anew. */
export function useClearInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post<Inspection>(`/api/inspections/${encodeURIComponent(id)}/clear`, { note }),
    onSettled: () => invalidateAfterDriverChange(queryClient),
  });
}
