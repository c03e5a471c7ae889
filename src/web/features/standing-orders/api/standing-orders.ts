import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Page } from '@domain/page';
import type { PlannedTrip, StandingOrder, StandingOrderInput } from '@domain/standing-order';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';

/** The standing-order calls of docs/decisions/048-standing-orders.md. */
const path = (id?: string) => (id ? `/api/standing-orders/${encodeURIComponent(id)}` : '/api/standing-orders');

export const standingOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.standingOrders.list(),
    queryFn: ({ pageParam }) =>
      api.get<Page<StandingOrder>>(`${path()}?limit=50${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useStandingOrders = () => useInfiniteQuery(standingOrdersQueryOptions());

export const standingOrderQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: queryKeys.standingOrders.detail(id ?? ''),
    queryFn: () => api.get<StandingOrder>(path(id!)),
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
      id ? api.put<StandingOrder>(path(id), body) : api.post<StandingOrder>(path(), body),
    onSuccess: refresh,
  });
}

export function useEndStandingOrder() {
  const refresh = useAfterOrderChange();
  return useMutation({ mutationFn: (id: string) => api.delete<StandingOrder>(path(id)), onSuccess: refresh });
}

export function usePreviewStandingOrder() {
  return useMutation({
    mutationFn: (body: StandingOrderInput) => api.post<{ trips: PlannedTrip[] }>(`${path()}/preview`, body),
  });
}
