import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyProposal } from '@domain/route-proposal';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';
import { dayProposalKey } from './get-proposal';

/** POST /api/dispatch/proposals/{id}/apply: all lanes, or the chosen drivers' lanes; each leg through the safe-assignment rules. */
export const applyProposal = ({ id, driverIds }: { id: string } & ApplyProposal) =>
  api.post('/api/dispatch/proposals/{id}/apply', { path: { id }, body: driverIds ? { driverIds } : {} });

/** The live stream moves the legs on the board too; the day is read again here so this tab never waits on it. */
export function useApplyProposal(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProposal,
    // Once any of it is applied the day keeps it no longer (docs/decisions/064-route-proposals.md); this tab keeps showing it.
    onSettled: (_result, _error, { id }) =>
      Promise.all([
        invalidateAfterJobChange(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.proposals.detail(id) }),
        queryClient.invalidateQueries({ queryKey: dayProposalKey(date) }),
      ]),
  });
}
