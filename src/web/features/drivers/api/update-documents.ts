import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
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
    mutationFn: (documents: DocumentUrls) => api.put<Driver>('/api/drivers/me/documents', documents),
    onSuccess: (driver) => {
      queryClient.setQueryData(queryKeys.drivers.mine(), driver);
      void queryClient.invalidateQueries({ queryKey: queryKeys.drivers.mine() });
    },
  });
}
