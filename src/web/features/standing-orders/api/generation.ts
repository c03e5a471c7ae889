import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Holiday } from '@domain/standing-order';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';

/** The generation runs and the company's holidays (docs/decisions/048-standing-orders.md). */
export const useGenerationRuns = () =>
  useQuery({
    queryKey: queryKeys.standingOrders.runs(),
    queryFn: () => api.get('/api/standing-orders/runs'),
    staleTime: 0,
  });

export function useRunGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/standing-orders/generate', { body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders.runs() }),
        invalidateAfterJobChange(queryClient),
      ]),
  });
}

export const useHolidays = () =>
  useQuery({
    queryKey: queryKeys.standingOrders.holidays(),
    queryFn: () => api.get('/api/holidays'),
    staleTime: 0,
  });

export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: Holiday) => api.post('/api/holidays', { body: holiday }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders.holidays() }),
  });
}

export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => api.delete('/api/holidays/{date}', { path: { date } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders.holidays() }),
  });
}
