import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposalRequest } from '@domain/route-proposal';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { dayProposalKey } from './get-proposal';

/** POST /api/dispatch/proposals (docs/decisions/064-route-proposals.md): starts the solver; the answer is still running. */
export const proposeRoutes = (request: ProposalRequest) => api.post('/api/dispatch/proposals', { body: request });

export function useProposeRoutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeRoutes,
    // The running proposal is the first answer of its own query, so polling starts from it without a second read;
    // it is the day's last proposal from now on.
    onSuccess: (proposal) => {
      queryClient.setQueryData(queryKeys.proposals.detail(proposal.id), proposal);
      queryClient.setQueryData(dayProposalKey(proposal.date), { proposal });
    },
  });
}
