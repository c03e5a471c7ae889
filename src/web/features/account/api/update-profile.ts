import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@domain/profile';
import { api } from '@/lib/api-client';
import { accountQueryKey, sessionQueryKey } from '@/lib/auth';

/** PUT /api/user/profile: first name, last name and email. */
export const updateProfile = (input: ProfileInput) => api.put('/api/user/profile', { body: input });

/** Settings (decision 033): the greeting and the navigation bar follow the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
