import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
import { ApiError, api } from '@/lib/api-client';

export const myDriverQueryKey = ['/api/drivers/me'] as const;

/** The signed-in user's application, or null when they have none (404, D8). */
export async function getMyDriver(): Promise<Driver | null> {
  try {
    return await api.get<Driver>('/api/drivers/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyDriver({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myDriverQueryKey, queryFn: getMyDriver, enabled });
}
