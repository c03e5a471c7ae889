import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRecord } from '@domain/availability';
import type { PlaceInput } from '@domain/place';
import type { Weekday } from '@domain/weekdays';
import { api } from '@/lib/api-client';
import { invalidateAfterDriverChange, queryKeys } from '@/lib/query-keys';

/** What the week editor sends: the week, the places and the dated changes (approved as written). */
export interface AvailabilityBody {
  /** Null: the default hours every day. */
  week: { day: Weekday; start: string; end: string }[] | null;
  startPlace: PlaceInput | null;
  endPlace: PlaceInput | null;
  exceptions: { date: string; kind: 'off' | 'shift'; start: string | null; end: string | null; note: string | null }[];
}

export const driverAvailabilityQueryOptions = (driverId: string) =>
  queryOptions({
    queryKey: queryKeys.availability.forDriver(driverId),
    queryFn: (): Promise<AvailabilityRecord> => api.get('/api/drivers/{id}/availability', { path: { id: driverId } }),
  });

export const useDriverAvailability = (driverId: string) => useQuery(driverAvailabilityQueryOptions(driverId));

/** PUT /api/drivers/{id}/availability (administrators). */
export function useSaveAvailability(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityBody) => api.put('/api/drivers/{id}/availability', { path: { id: driverId }, body }),
    // The board's lanes shade the shift: they are read again with the driver's record.
    onSuccess: () => invalidateAfterDriverChange(queryClient),
  });
}

/** POST /api/drivers/{id}/availability/requests: the driver asks for time off or changed hours. */
export function useRequestChange(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityBody['exceptions'][number]) =>
      api.post('/api/drivers/{id}/availability/requests', { path: { id: driverId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.availability.forDriver(driverId) }),
  });
}

/** POST …/requests/{requestId}/decision: approve or decline a driver's request. */
export function useAnswerRequest(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      api.post('/api/drivers/{id}/availability/requests/{requestId}/decision', {
        path: { id: driverId, requestId },
        body: { approve },
      }),
    // The board's lanes shade the shift: they are read again with the driver's record.
    onSuccess: () => invalidateAfterDriverChange(queryClient),
  });
}
