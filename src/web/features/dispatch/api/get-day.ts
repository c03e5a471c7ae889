import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dispatch/day: under the jobs prefix, so any job change (here or live from elsewhere) refreshes the board. */
export const useDispatchDay = (date: string) =>
  useQuery({
    queryKey: queryKeys.jobs.day(date),
    queryFn: () => api.get('/api/dispatch/day', { query: { date } }),
    placeholderData: keepPreviousData,
  });
