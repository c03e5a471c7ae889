import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { credentialUpdateSchema } from '@domain/credential';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type CredentialUpdate = z.input<typeof credentialUpdateSchema>;

/** PUT /api/drivers/{id}/credentials/{credentialId}: an administrator verifies or corrects a credential. */
export function useUpdateCredential(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CredentialUpdate & { id: string }) =>
      api.put('/api/drivers/{id}/credentials/{credentialId}', { path: { id: driverId, credentialId: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.credentials.all }),
  });
}
