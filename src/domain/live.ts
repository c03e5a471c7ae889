/**
 * What a live stream tells a browser (docs/decisions/050-live-changes.md): which record changed, no more. The
 * screen then refetches what it shows through the ordinary routes, which apply every permission again.
 */
export const LIVE_RECORD_TYPES = ['job', 'referral', 'driver', 'position'] as const;
export type LiveRecordType = (typeof LIVE_RECORD_TYPES)[number];

export interface LiveChange {
  type: LiveRecordType;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The change an event names, or null for anything else. Checked by hand rather than by a schema: every signed-in
 * page listens, and the driver's phone should not load the schema library for it.
 */
export function readLiveChange(value: unknown): LiveChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, id } = value as Record<string, unknown>;
  if (!LIVE_RECORD_TYPES.includes(type as LiveRecordType) || typeof id !== 'string' || !UUID.test(id)) return null;
  return { type: type as LiveRecordType, id };
}

/** The stream's event name for a change. */
export const LIVE_EVENT = 'change';
