import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth';

/** POST /api/user/mfa/setup: a new secret and its QR code; 409 when two-step sign-in is already on. */
export const setUpMfa = () => api.post('/api/user/mfa/setup', { body: {} });

export function useMfaSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpMfa,
    onError: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
