import { useQuery } from '@tanstack/react-query';
import { getOnce, readEarly } from '@/lib/early-reads';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in driver's own day; today's without a date, so it can be asked for before the company's calendar is known. */
const MY_DAY = '/api/jobs/driver/me/day';

/**
 * GET /api/jobs/driver/me/day: the signed-in driver's run, under the jobs key, so any change to a job (here or
 * live) refreshes it. Today's is read through the early read the portal starts with the session.
 */
export const useMyDay = (date: string, { today, enabled = true }: { today: boolean; enabled?: boolean }) =>
  useQuery({
    queryKey: queryKeys.jobs.driverDay('me', date),
    queryFn: async () => {
      const day = await getOnce(MY_DAY, { query: { date: today ? undefined : date } });
      // An early answer from just before midnight is yesterday's: ask again for the day on screen.
      return day.date === date ? day : getOnce(MY_DAY, { query: { date } });
    },
    enabled,
  });

/** Started as the portal opens, beside the session check (see getOnce). */
export const readTodayEarly = () => readEarly(MY_DAY);
