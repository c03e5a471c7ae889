import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * docs/product/api-calls.md: a generic read requests the URL made of the query key parts joined by '/'.
 * A 401 throws by default; the session query asks for null instead (no user).
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await api.get<T>(queryKey.join('/'));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** docs/product/constants.md: no retry, no refetch on focus, no polling, never stale on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
