import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
import type { DriverStatus } from '@domain/statuses';
import { toast } from '@/components/ui/use-toast';
import { dashboardText } from '@/content/dashboard';
import { api } from '@/lib/api-client';
import { invalidateAfterDriverChange } from '@/lib/query-keys';

export interface DriverDecision {
  id: string;
  status: DriverStatus;
  rejectionReason?: string;
}

/** PUT /api/drivers/{id}: the admin's decision on an application (docs/product/statuses.md and docs/product/errors.md). */
export const updateDriverStatus = ({ id, status, rejectionReason }: DriverDecision) =>
  api.put<Driver>(`/api/drivers/${encodeURIComponent(id)}`, { status, ...(rejectionReason && { rejectionReason }) });

export function useUpdateDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriverStatus,
    onSuccess: () => {
      toast(dashboardText.drivers.toasts.updated);
      void invalidateAfterDriverChange(queryClient);
    },
    onError: () => toast({ ...dashboardText.drivers.toasts.failed, variant: 'destructive' }),
  });
}
