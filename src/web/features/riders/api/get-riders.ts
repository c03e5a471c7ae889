import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@domain/page';
import type { Rider } from '@domain/rider';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const RIDERS_PAGE_SIZE = 50;

/** GET /api/riders: one page by name; `q` is part of a name or of a phone number. */
export function getRiders(q: string, cursor: string | null): Promise<Page<Rider>> {
  const params = new URLSearchParams({ limit: String(RIDERS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api.get<Page<Rider>>(`/api/riders?${params.toString()}`);
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
