import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@domain';
import { accountQueryKey } from '@/lib/auth';
import { getQueryFn } from '@/lib/query-client';

/** docs/product/api-calls.md: the signed-in home page reads /api/auth/user (no retry, by the client's defaults). */
export function useAccount(fallback: SessionUser): SessionUser {
  const { data } = useQuery({
    queryKey: accountQueryKey,
    queryFn: getQueryFn<SessionUser>({ on401: 'returnNull' }),
    placeholderData: fallback,
  });
  return data ?? fallback;
}
