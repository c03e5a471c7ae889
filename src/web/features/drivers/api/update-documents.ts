import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface DocumentUrls {
  licenseUrl?: string;
  insuranceUrl?: string;
  w9Url?: string;
}

/** Decision 026: PUT /api/drivers/me/documents replaces the documents sent; the portal then shows the new record. */
export function useUpdateDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documents: DocumentUrls) => api.put('/api/drivers/me/documents', { body: documents }),
    onSuccess: (driver) => {
      queryClient.setQueryData(queryKeys.drivers.mine(), driver);
      void queryClient.invalidateQueries({ queryKey: queryKeys.drivers.mine() });
    },
  });
}
