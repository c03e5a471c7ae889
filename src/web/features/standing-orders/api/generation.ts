import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Holiday, StandingOrderRun } from '@domain/standing-order';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';

/** The generation runs and the company's holidays (docs/decisions/048-standing-orders.md). */
export const useGenerationRuns = () =>
  useQuery({
    queryKey: queryKeys.standingOrders.runs(),
    queryFn: () => api.get<StandingOrderRun[]>('/api/standing-orders/runs'),
    staleTime: 0,
  });

export function useRunGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StandingOrderRun | null>('/api/standing-orders/generate', {}),
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
    queryFn: () => api.get<Holiday[]>('/api/holidays'),
    staleTime: 0,
  });

export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: Holiday) => api.post<Holiday>('/api/holidays', holiday),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders.holidays() }),
  });
}

export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => api.delete<void>(`/api/holidays/${encodeURIComponent(date)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders.holidays() }),
  });
}
