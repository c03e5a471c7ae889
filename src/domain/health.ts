import { z } from 'zod';

/** GET /healthz: the process is alive. */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** GET /readyz when the instance takes work: it reaches its database. */
// The database's kind is a plain string here: the public document names no internals.
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.string().describe('Which kind of database this instance uses'),
});

/** GET /readyz (503) when the instance takes no work: shutting down, or its database is out of reach. */
export const unreadySchema = z.object({ status: z.enum(['draining', 'unavailable']), message: z.string() });
