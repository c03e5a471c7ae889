import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaDisableInput } from '@domain/mfa';
import { api } from '@/lib/api-client';
import { setMfaEnabled } from './mfa-state';

/** POST /api/user/mfa/disable: the password turns two-step sign-in off. */
export const disableMfa = (input: MfaDisableInput) => api.post('/api/user/mfa/disable', { body: input });

export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableMfa, onSuccess: () => setMfaEnabled(queryClient, false) });
}
