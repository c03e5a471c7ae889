import { z } from 'zod';

/** GET /healthz: the process is alive. */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** GET /readyz when the instance takes work: it reaches its database. */
export const readinessSchema = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });
