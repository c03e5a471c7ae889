import { useQuery } from '@tanstack/react-query';
import type { Proposal } from '@domain/route-proposal';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often a running proposal is read again: the solver works for seconds, and nothing is pushed while it does. */
const POLL_MS = 1000;

/** GET /api/dispatch/proposals/{id}: read again every second while the solver works, then left alone. */
export const useProposal = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.proposals.detail(id),
    queryFn: () => api.get<Proposal>(`/api/dispatch/proposals/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
