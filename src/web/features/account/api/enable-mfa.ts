import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaEnableInput } from '@domain/mfa';
import { api } from '@/lib/api-client';
import { setMfaEnabled } from './mfa-state';

/** POST /api/user/mfa/enable: the first code from the app turns two-step sign-in on and yields recovery codes. */
export const enableMfa = (input: MfaEnableInput) => api.post('/api/user/mfa/enable', { body: input });

export function useMfaEnable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableMfa, onSuccess: () => setMfaEnabled(queryClient, true) });
}
