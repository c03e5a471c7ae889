import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's application, or null when they have none (404, decision 024). */
export async function getMyDriver(): Promise<Driver | null> {
  try {
    return await api.get<Driver>('/api/drivers/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myDriverQueryOptions = () => queryOptions({ queryKey: queryKeys.drivers.mine(), queryFn: getMyDriver });

export function useMyDriver({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myDriverQueryOptions(), enabled });
}
