import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getOnce, readEarly } from '@/lib/early-reads';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's application, or null when they have none (404, decision 024). */
export async function getMyDriver() {
  try {
    return await getOnce('/api/drivers/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Started as the portal opens, beside the session check. */
export const readMyDriverEarly = () => readEarly('/api/drivers/me');

export const myDriverQueryOptions = () => queryOptions({ queryKey: queryKeys.drivers.mine(), queryFn: getMyDriver });

export function useMyDriver({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myDriverQueryOptions(), enabled });
}
