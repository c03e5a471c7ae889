import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/stats/overview (decision 032): live counts for the signed-in role. Shared in lib/ because the home page,
 * the dashboard's figures and the Drivers tab's pending count all read it.
 */
export const getOverviewStats = () => api.get('/api/stats/overview');

export const overviewStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stats.overview(), queryFn: getOverviewStats });

/**
 * `refreshOnOpen`: the dashboard fetches the figures again whenever it opens, since the home page may
 * have cached older ones.
 */
export function useOverviewStats({ refreshOnOpen = false }: { refreshOnOpen?: boolean } = {}) {
  return useQuery({ ...overviewStatsQueryOptions(), ...(refreshOnOpen && { refetchOnMount: 'always' as const }) });
}
