import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { StandingOrderInput } from '@domain/standing-order';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';

/** The standing-order calls of docs/decisions/048-standing-orders.md. */
export const standingOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.standingOrders.list(),
    queryFn: ({ pageParam }) =>
      api.get('/api/standing-orders', { query: { limit: 50, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useStandingOrders = () => useInfiniteQuery(standingOrdersQueryOptions());

export const standingOrderQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: queryKeys.standingOrders.detail(id ?? ''),
    queryFn: () => api.get('/api/standing-orders/{id}', { path: { id: id! } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

export const useStandingOrder = (id: string | null) => useQuery(standingOrderQueryOptions(id));

/** Saving or ending an order makes or cancels trips: the job lists refresh with the orders. */
function useAfterOrderChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders.all }),
      invalidateAfterJobChange(queryClient),
    ]).then(() => undefined);
}

export function useSaveStandingOrder() {
  const refresh = useAfterOrderChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: StandingOrderInput }) =>
      id ? api.put('/api/standing-orders/{id}', { path: { id }, body }) : api.post('/api/standing-orders', { body }),
    onSuccess: refresh,
  });
}

export function useEndStandingOrder() {
  const refresh = useAfterOrderChange();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/standing-orders/{id}', { path: { id } }),
    onSuccess: refresh,
  });
}

export function usePreviewStandingOrder() {
  return useMutation({
    mutationFn: (body: StandingOrderInput) => api.post('/api/standing-orders/preview', { body }),
  });
}
