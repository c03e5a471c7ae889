import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenInput } from '@domain/api-token';
import { api } from '@/lib/api-client';

const apiTokenKeys = { all: ['api-tokens'] as const };

/** GET /api/api-tokens (docs/decisions/102-api-tokens.md): every token, newest first, never a secret. */
export const useApiTokens = () => useQuery({ queryKey: apiTokenKeys.all, queryFn: () => api.get('/api/api-tokens') });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput) => api.post('/api/api-tokens', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/api-tokens/{id}/revoke', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
