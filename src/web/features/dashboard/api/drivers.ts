import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
import type { DriverStatus } from '@domain/statuses';
import { toast } from '@/components/ui/use-toast';
import { dashboardText } from '@/content/dashboard';
import { api } from '@/lib/api-client';
import { overviewStatsQueryKey } from './get-overview-stats';
import { fetchPage } from './list-query';

export const driversQueryKey = ['/api/drivers'] as const;

/** The applications, newest first, a page at a time (D20). */
export function useDriverList(status: DriverStatus | '') {
  return useInfiniteQuery({
    queryKey: [...driversQueryKey, { status }],
    queryFn: ({ pageParam }) => fetchPage<Driver>('/api/drivers', status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The admin's decision on an application (SPEC.md sections 4 and 8). */
export function useUpdateDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, rejectionReason }: { id: string; status: DriverStatus; rejectionReason?: string }) =>
      api.put<Driver>(`/api/drivers/${id}`, { status, ...(rejectionReason && { rejectionReason }) }),
    onSuccess: () => {
      toast(dashboardText.drivers.toasts.updated);
      void queryClient.invalidateQueries({ queryKey: driversQueryKey });
      void queryClient.invalidateQueries({ queryKey: overviewStatsQueryKey });
    },
    onError: () => toast({ ...dashboardText.drivers.toasts.failed, variant: 'destructive' }),
  });
}
