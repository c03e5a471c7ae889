import { z } from 'zod';

/**
 * What a live stream tells a browser (docs/decisions/050-live-changes.md): which record changed, no more. The
 * screen then refetches what it shows through the ordinary routes, which apply every permission again.
 */
export const LIVE_RECORD_TYPES = ['job', 'referral', 'driver', 'position'] as const;
export type LiveRecordType = (typeof LIVE_RECORD_TYPES)[number];

export const liveChangeSchema = z.object({ type: z.enum(LIVE_RECORD_TYPES), id: z.guid() });
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The stream's event name for a change. */
export const LIVE_EVENT = 'change';
