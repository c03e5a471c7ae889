import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain';
import { accountQueryKey, sessionQueryKey } from '@/lib/auth';

/** The navigation bar and Settings follow the new state at once; the account query re-reads it. */
export function setMfaEnabled(queryClient: QueryClient, mfaEnabled: boolean): void {
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) => (user ? { ...user, mfaEnabled } : user));
  void queryClient.invalidateQueries({ queryKey: accountQueryKey });
}
