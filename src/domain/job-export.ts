import { z } from 'zod';
import { MILES_SOURCES } from './billed-miles';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { JOB_STATUSES } from './statuses';
import { LEGS } from './trip';
import { instant } from './wire-formats';

/** A day's legs at most, as the Jobs table reads a day whole. */
export const MAX_EXPORTED_JOBS = 1000;

/** POST /api/jobs/export: the jobs chosen in the Jobs table. */
export const jobExportQuery = z.object({
  ids: z
    .array(z.uuid({ error: 'Not a job id' }), { error: 'Choose the jobs to export' })
    .min(1, 'Choose the jobs to export')
    .max(MAX_EXPORTED_JOBS, `At most ${MAX_EXPORTED_JOBS} jobs at once`),
});

/**
 * One job as a spreadsheet needs it, whatever the table shows: its id, its instants in ISO 8601, its payer, the
 * loaded miles billing would use (src/domain/billed-miles.ts) and where they come from, its level and status.
 */
export const jobExportRow = z.object({
  id: z.guid(),
  leg: z.enum(LEGS),
  patientName: z.string(),
  pickupTime: instant.nullable(),
  dropoffTime: instant.nullable(),
  appointmentTime: instant.nullable(),
  payerName: z.string().nullable(),
  loadedMiles: z.string().describe('Miles with the rider aboard, to the tenth; "0.0" when none are known'),
  milesFrom: z.enum(MILES_SOURCES),
  levelOfService: z.enum(LEVELS_OF_SERVICE),
  escortCount: z.number().int(),
  status: z.enum(JOB_STATUSES),
  driverName: z.string().nullable(),
});
export type JobExportRow = z.infer<typeof jobExportRow>;

export const jobExportResponse = z
  .object({ items: z.array(jobExportRow) })
  .describe('The chosen jobs, in the order asked; ids not found are left out');
export type JobExport = z.infer<typeof jobExportResponse>;
