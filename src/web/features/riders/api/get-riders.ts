import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const RIDERS_PAGE_SIZE = 50;

/** GET /api/riders: one page by name; `q` is part of a name or of a phone number. */
export function getRiders(q: string, cursor: string | null) {
  return api.get('/api/riders', {
    query: { limit: RIDERS_PAGE_SIZE, q: q || undefined, cursor: cursor ?? undefined },
  });
}

export const ridersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.riders.list({ q }),
    queryFn: ({ pageParam }) => getRiders(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The list stays on screen while the next search's answer is on its way, so typing does not flash a spinner. */
export function useRiders(q: string) {
  return useInfiniteQuery({ ...ridersQueryOptions(q), placeholderData: keepPreviousData });
}
