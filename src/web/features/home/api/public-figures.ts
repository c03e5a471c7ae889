import { useQuery } from '@tanstack/react-query';
import { visitorHome } from '@/content/home';
import type { Stat } from '@/content/types';
import { api } from '@/lib/api-client';

/**
 * The home page's record (docs/decisions/109-public-figures.md): the site's own figures, with the on-time rate and
 * the trips replaced by the measured ones when an administrator chose them and there were enough trips to count.
 * The configured figures show meanwhile, so nothing shifts if the answer is the same.
 */
export function usePublicStats(configured: readonly Stat[]): readonly Stat[] {
  const { data } = useQuery({
    queryKey: ['/api/public/figures'],
    queryFn: () => api.get('/api/public/figures'),
    staleTime: 5 * 60_000,
  });
  if (data?.source !== 'measured') return configured;
  return configured.map((stat, index) => {
    if (index === 0 && data.onTimeRate) return { value: data.onTimeRate, label: visitorHome.stats.measured.onTime };
    if (index === 1 && data.trips) return { value: data.trips, label: visitorHome.stats.measured.trips };
    return stat;
  });
}
