import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@domain/page';
import type { Rider } from '@domain/rider';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Shorter searches match too many riders to be worth asking for. */
export const MIN_RIDER_SEARCH = 2;
const RIDER_RESULTS = 8;

/** GET /api/riders?q=: riders whose name contains the text or whose phone contains its digits (admins only); the job and standing-order forms search with it. */
export function searchRiders(q: string): Promise<Page<Rider>> {
  const params = new URLSearchParams({ q, limit: String(RIDER_RESULTS) });
  return api.get<Page<Rider>>(`/api/riders?${params.toString()}`);
}

export const riderSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.riders.search(q),
    queryFn: () => searchRiders(q),
    enabled: q.length >= MIN_RIDER_SEARCH,
    placeholderData: keepPreviousData,
  });

export function useRiderSearch(q: string) {
  return useQuery(riderSearchQueryOptions(q.trim()));
}
