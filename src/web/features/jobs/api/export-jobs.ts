import { api } from '@/lib/api-client';

/** POST /api/jobs/export: the chosen jobs with the facts a spreadsheet needs (payer, miles, ISO times). */
export const exportJobs = (ids: readonly string[]) => api.post('/api/jobs/export', { body: { ids } });
