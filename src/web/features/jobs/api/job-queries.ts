import { type QueryClient } from '@tanstack/react-query';

/** Every job list's key starts with '/api/jobs' (the admin's pages and each driver's list). */
export const JOBS_KEY_ROOT = '/api/jobs';

/** SPEC.md section 7: after any job success the job lists refresh, and so do the dashboard's figures. */
export function invalidateJobLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(JOBS_KEY_ROOT) }),
    queryClient.invalidateQueries({ queryKey: ['/api/stats/overview'] }),
  ]).then(() => undefined);
}
