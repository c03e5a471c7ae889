import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalItemLabel } from '@domain/driver-approval';
import type { DriverStatus } from '@domain/statuses';
import { toast } from '@/components/ui/use-toast';
import { dashboardText } from '@/content/dashboard';
import { api, ApiError } from '@/lib/api-client';
import { invalidateAfterDriverChange } from '@/lib/query-keys';

export interface DriverDecision {
  id: string;
  status: DriverStatus;
  rejectionReason?: string;
  /** The administrator saw the missing items and approves anyway (docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md). */
  acknowledgeMissing?: boolean;
}

/** PUT /api/drivers/{id}: the admin's decision on an application (docs/product/statuses.md and docs/product/errors.md). */
export const updateDriverStatus = ({ id, status, rejectionReason, acknowledgeMissing }: DriverDecision) =>
  api.put('/api/drivers/{id}', {
    path: { id },
    body: {
      status,
      ...(rejectionReason && { rejectionReason }),
      ...(acknowledgeMissing && { acknowledgeMissing }),
    },
  });

/** The items the server says are missing when it refuses an approval not acknowledged; undefined for any other error. */
export function missingFromRefusal(error: unknown): string[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return error.body?.reasons?.map(approvalItemLabel);
}

export function useUpdateDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriverStatus,
    onSuccess: () => {
      toast(dashboardText.drivers.toasts.updated);
      void invalidateAfterDriverChange(queryClient);
    },
    // A refusal listing what is missing is no failure: the screen asks the administrator instead.
    onError: (error) =>
      missingFromRefusal(error) === undefined &&
      toast({ ...dashboardText.drivers.toasts.failed, variant: 'destructive' }),
  });
}
