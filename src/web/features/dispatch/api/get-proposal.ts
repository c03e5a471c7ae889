import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often a running proposal is read again: the solver works for seconds, and nothing is pushed while it does. */
const POLL_MS = 1000;

/** GET /api/dispatch/proposals/{id}: read again every second while the solver works, then left alone. */
export const useProposal = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.proposals.detail(id),
    queryFn: () => api.get('/api/dispatch/proposals/{id}', { path: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });

/** The day's last proposal, beside the proposals' own keys (`['proposals', id]`), so a new or dropped one is written straight in. */
export const dayProposalKey = (date: string) => ['proposals', 'day', date] as const;

/**
 * GET /api/dispatch/proposals?date=: the day's last proposal while it is neither applied nor dropped
 * (docs/decisions/064-route-proposals.md), so reopening the dialog, or the page, shows it again.
 */
export const useDayProposal = (date: string, enabled: boolean) =>
  useQuery({
    queryKey: dayProposalKey(date),
    queryFn: () => api.get('/api/dispatch/proposals', { query: { date } }),
    enabled,
  });
