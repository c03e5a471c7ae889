import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSettledValue } from '@/lib/use-settled-value';

/** Shorter searches match too many riders to be worth asking for. */
export const MIN_RIDER_SEARCH = 2;
const RIDER_RESULTS = 8;
/** How long typing must pause before a rider picker searches: one for the job form and the standing-order form, which pick a rider the same way. */
const RIDER_SEARCH_PAUSE_MS = 250;

/** GET /api/riders?q=: riders whose name contains the text or whose phone contains its digits (admins only); the job and standing-order forms search with it. */
export function searchRiders(q: string) {
  return api.get('/api/riders', { query: { q, limit: RIDER_RESULTS } });
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

/**
 * A rider picker's search (the job form's and the standing-order form's): the text typed, and the riders matching it
 * once typing pauses; nothing is asked for while a rider is chosen. Each form draws the box and the list its own way.
 */
export function useRiderPickerSearch(chosen: boolean) {
  const [query, setQuery] = useState('');
  const settled = useSettledValue(query.trim(), RIDER_SEARCH_PAUSE_MS);
  const search = useRiderSearch(chosen ? '' : settled);
  return { query, setQuery, ready: settled.length >= MIN_RIDER_SEARCH, search, riders: search.data?.items ?? [] };
}
