import { useQuery } from '@tanstack/react-query';
import type { DriverDay } from '@domain/job';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/jobs/driver/{id}/day: under the jobs key, so any change to a job (here or live) refreshes the run. */
export const useDriverDay = (driverId: string | undefined, date: string) =>
  useQuery({
    queryKey: queryKeys.jobs.driverDay(driverId, date),
    queryFn: () => api.get<DriverDay>(`/api/jobs/driver/${encodeURIComponent(driverId!)}/day?date=${encodeURIComponent(date)}`),
    enabled: driverId !== undefined,
  });
