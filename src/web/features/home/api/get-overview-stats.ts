import { useQuery } from '@tanstack/react-query';
import type { OverviewStats } from '@domain/stats';

export const overviewStatsQueryKey = ['/api/stats/overview'] as const;

/** D16: the signed-in user's real figures; the query client's defaults fetch the key's URL, no retry. */
export function useOverviewStats() {
  return useQuery<OverviewStats>({ queryKey: overviewStatsQueryKey });
}
