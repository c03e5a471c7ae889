import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
import { api } from '@/lib/api-client';

export const assignableDriversKey = ['/api/drivers/assignable'] as const;

/** GET /api/drivers/assignable: only approved or active drivers, by name (SPEC.md section 5, D15). */
export function useAssignableDrivers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: assignableDriversKey,
    queryFn: () => api.get<Driver[]>('/api/drivers/assignable'),
    enabled,
    // A driver approved on the dashboard a minute ago must be offered when the form opens again.
    staleTime: 0,
  });
}
