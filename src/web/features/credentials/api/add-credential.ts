import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialCreateInput } from '@domain/credential';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/drivers/{id}/credentials: an administrator's (verified or not) or the driver's own renewal. */
export function useAddCredential(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CredentialCreateInput) =>
      api.post('/api/drivers/{id}/credentials', { path: { id: driverId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.credentials.all }),
  });
}
