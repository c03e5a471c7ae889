import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { dayProposalKey } from './get-proposal';

/** DELETE /api/dispatch/proposals/{id}: the proposal (and the day's older ones it replaced) is not shown again. */
export const dropProposal = (id: string) => api.delete('/api/dispatch/proposals/{id}', { path: { id } });

export function useDropProposal(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dropProposal,
    // Written at once, so nothing offers the dropped proposal again while the day is read anew.
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData(dayProposalKey(date), { proposal: null });
      queryClient.removeQueries({ queryKey: queryKeys.proposals.detail(id), exact: true });
    },
  });
}
