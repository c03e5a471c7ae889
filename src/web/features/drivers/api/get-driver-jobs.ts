import { useQuery } from '@tanstack/react-query';
import type { JobStatus } from '@domain/statuses';
import { ApiError, api } from '@/lib/api-client';

/** The fields of a job the portal lists (SPEC.md section 3); job actions come with the operations issue. */
export interface DriverJob {
  id: string;
  patientName: string;
  patientPhone: string;
  pickupAddress: string;
  dropoffAddress: string;
  pickupTime: string;
  dropoffTime: string;
  jobRate: string;
  status: JobStatus;
}

/** GET /api/jobs/driver/{id}; SPEC.md section 7: runs only once the driver record exists. A 404 means none yet. */
export async function getDriverJobs(driverId: string): Promise<DriverJob[]> {
  try {
    const result = await api.get<DriverJob[] | { items: DriverJob[] }>(`/api/jobs/driver/${encodeURIComponent(driverId)}`);
    // D20: lists are paginated; accept a page object or a bare list.
    return Array.isArray(result) ? result : (result?.items ?? []);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useDriverJobs(driverId: string | undefined) {
  return useQuery({
    queryKey: ['/api/jobs/driver', driverId],
    queryFn: () => getDriverJobs(driverId!),
    enabled: Boolean(driverId),
  });
}
