import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain';
import type { MfaDisableInput, MfaEnableInput, MfaEnableResult, MfaSetup } from '@domain/mfa';
import { api } from '../api-client';
import { accountQueryKey, sessionQueryKey } from './session-api';

/** The navigation bar and Settings follow the new state at once; the account query re-reads it. */
function setMfaEnabled(queryClient: QueryClient, mfaEnabled: boolean): void {
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) => (user ? { ...user, mfaEnabled } : user));
  void queryClient.invalidateQueries({ queryKey: accountQueryKey });
}

/** A new secret and its QR code; 409 when two-step sign-in is already on. */
export function useMfaSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MfaSetup>('/api/user/mfa/setup', {}),
    onError: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function useMfaEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaEnableInput) => api.post<MfaEnableResult>('/api/user/mfa/enable', input),
    onSuccess: () => setMfaEnabled(queryClient, true),
  });
}

export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaDisableInput) => api.post<void>('/api/user/mfa/disable', input),
    onSuccess: () => setMfaEnabled(queryClient, false),
  });
}
