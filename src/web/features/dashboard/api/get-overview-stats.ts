import { useQuery } from '@tanstack/react-query';
import type { OverviewStats } from '@domain/stats';

export const overviewStatsQueryKey = ['/api/stats/overview'] as const;

/**
 * D16: live counts for the signed-in role (the default query function reads the key's URL), fetched
 * again whenever the dashboard opens, since the home page may have cached older ones.
 */
export function useOverviewStats() {
  return useQuery<OverviewStats>({ queryKey: overviewStatsQueryKey, refetchOnMount: 'always' });
}
