import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@domain/profile';
import { api } from '@/lib/api-client';

/** PUT /api/user/password (decision 033): a new password needs the current one. */
export const changePassword = (input: PasswordChangeInput) => api.put('/api/user/password', { body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
