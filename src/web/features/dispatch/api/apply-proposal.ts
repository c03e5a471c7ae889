import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyProposal, ApplyProposalResult } from '@domain/route-proposal';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';

/** POST /api/dispatch/proposals/{id}/apply: all lanes, or the chosen drivers' lanes; each leg through the safe-assignment rules. */
export const applyProposal = ({ id, driverIds }: { id: string } & ApplyProposal) =>
  api.post<ApplyProposalResult>(
    `/api/dispatch/proposals/${encodeURIComponent(id)}/apply`,
    driverIds ? { driverIds } : {},
  );

/** The live stream moves the legs on the board too; the day is read again here so this tab never waits on it. */
export function useApplyProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProposal,
    onSettled: (_result, _error, { id }) =>
      Promise.all([
        invalidateAfterJobChange(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.proposals.detail(id) }),
      ]),
  });
}
