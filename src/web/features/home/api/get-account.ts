import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@domain';
import { ApiError, api } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/auth';

/** GET /api/auth/user: the signed-in user, or null once the session has ended (401). */
async function getAccount() {
  try {
    return await api.get('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** docs/product/api-calls.md: the signed-in home page reads /api/auth/user (no retry, by the client's defaults). */
export function useAccount(fallback: SessionUser): SessionUser {
  const { data } = useQuery({ queryKey: accountQueryKey, queryFn: getAccount, placeholderData: fallback });
  return data ?? fallback;
}
