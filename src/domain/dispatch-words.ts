import { reasonText } from './assignment-words';
import type { JobStatus } from './statuses';

/**
 * The day board's reading of a leg (docs/decisions/051-day-board.md): late once its pickup window has passed
 * without an arrival, at risk once the window has opened and the driver has not set off (or nobody has it).
 */
export const LEG_TIMINGS = ['late', 'at_risk'] as const;
export type LegTiming = (typeof LEG_TIMINGS)[number];

/** The reason code of a leg its driver declined; the others are safe assignment's. */
export const DECLINED = 'declined';

/** The statuses a leg may be moved from: once the driver is under way (or it is over), it stays with them. */
export const MOVABLE_LEG_STATUSES: readonly JobStatus[] = ['pending', 'accepted', 'declined'];

/** Words for a reason a leg needs another driver. */
export const strandedReasonText = (code: string) => (code === DECLINED ? 'Driver declined this leg' : reasonText(code));
