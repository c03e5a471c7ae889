import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/drivers/assignable: only approved or active drivers, by name (docs/product/validation.md, decision 031). */
export const getAssignableDrivers = () => api.get('/api/drivers/assignable');

export const assignableDriversQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.drivers.assignable(),
    queryFn: getAssignableDrivers,
    // A driver approved on the dashboard a minute ago must be offered when the form opens again.
    staleTime: 0,
  });

export function useAssignableDrivers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...assignableDriversQueryOptions(), enabled });
}
