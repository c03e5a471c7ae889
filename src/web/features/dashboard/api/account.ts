import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/auth';
import type { AdminAccountInput, PasswordChangeInput, ProfileInput } from '@domain/profile';
import { api } from '@/lib/api-client';
import { accountQueryKey, sessionQueryKey } from '@/lib/auth';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** D17: the greeting and the navigation bar follow the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.put<SessionUser>('/api/user/profile', input),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: PasswordChangeInput) => api.put<void>('/api/user/password', input) });
}

/** D3: only an admin creates another admin. */
export function useCreateAdmin() {
  return useMutation({
    mutationFn: (input: AdminAccountInput) => api.post<SessionUser>('/api/admin/users', input, { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
  });
}
