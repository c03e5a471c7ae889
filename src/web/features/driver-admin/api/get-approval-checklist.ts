import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
import { approvalChecklist, type ApprovalItem } from '@domain/driver-approval';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The Review dialog's checklist: the driver's vehicle and documents with their credentials' states today, read from
 * GET /api/drivers/{id}/credentials under the credentials' own key, so a credential added or verified updates it.
 */
export function useApprovalChecklist(driver: Driver): { items: ApprovalItem[] | undefined; isPending: boolean } {
  const credentials = useQuery({
    queryKey: queryKeys.credentials.forDriver(driver.id),
    queryFn: () => api.get('/api/drivers/{id}/credentials', { path: { id: driver.id } }),
  });
  return {
    items: credentials.data ? approvalChecklist({ driver, credentials: credentials.data.summary }) : undefined,
    isPending: credentials.isPending,
  };
}
