import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelJobInput } from '@domain/trip';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';

/**
 * The board's own calls for a leg's panel (docs/decisions/051-day-board.md): the same server routes the job list
 * uses, written here because a feature never imports another.
 */

/**
 * GET /api/jobs/{id}: read when a leg's panel opens, for what the day's answer leaves out (its payer, its return).
 * One call for the leg looked at is cheaper than widening all three hundred legs of the day.
 */
export const legJobQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: queryKeys.jobs.detail(id),
    queryFn: () => api.get('/api/jobs/{id}', { path: { id: id! } }),
    enabled: Boolean(id),
  });
export const useLegJob = (id: string | null) => useQuery(legJobQueryOptions(id));

/** GET /api/payers: a few dozen at most, read once, for the payer's name. */
export const useLegPayers = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.payers.choices(),
    queryFn: () => api.get('/api/payers'),
    enabled,
    staleTime: 60_000,
  });

/** POST /api/jobs/{id}/cancel (docs/decisions/047-legs-returns-cancellations.md): with `cancelReturn`, its return too. */
export const cancelLeg = ({ id, body }: { id: string; body: CancelJobInput }) =>
  api.post('/api/jobs/{id}/cancel', { path: { id }, body });
/** POST /api/jobs/{id}/rider-ready: a will-call return's pickup, the company's policy ahead; refused while the way there is not done. */
export const callRiderReady = (id: string) => api.post('/api/jobs/{id}/rider-ready', { path: { id }, body: {} });

export function useCancelLeg() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelLeg, onSettled: () => invalidateAfterJobChange(queryClient) });
}

export function useRiderReady() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: callRiderReady, onSettled: () => invalidateAfterJobChange(queryClient) });
}
