import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * docs/product/api-calls.md: a generic read requests the URL made of the query key parts joined by '/'.
 * A 401 throws by default; a query may ask for null instead (no user). Its answer is not typed: a query that
 * uses the answer gives its own queryFn, typed by the API's document (docs/decisions/094-typed-api-client.md).
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<unknown>('GET', queryKey.join('/'));
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
