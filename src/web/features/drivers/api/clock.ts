import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/drivers/me/clock: the driver clocks in or out of today; the day's run shows the times. */
export function useClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'in' | 'out') => api.post('/api/drivers/me/clock', { body: { action } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
