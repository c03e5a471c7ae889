import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dispatch/positions: read only while the map is open; a driver's new position refreshes it live. */
export const useDayPositions = (date: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.positions.day(date),
    queryFn: () => api.get('/api/dispatch/positions', { query: { date } }),
    enabled,
  });
