import { z } from 'zod';

/**
 * The public site's figures (docs/decisions/109-public-figures.md): the configured marketing ones, or, when an
 * administrator chooses, the on-time rate and trips counted from the last year of trips, rounded down so the site
 * never claims more than was done, and only once enough pickups were timed to mean something.
 */
export const PUBLIC_FIGURES_MIN_PICKUPS = 200;
/** How far back the measured figures count, in days. */
export const PUBLIC_FIGURES_DAYS = 365;

export const publicFiguresResponse = z
  .object({
    source: z.enum(['marketing', 'measured']).describe('marketing: show the site’s own figures'),
    onTimeRate: z.string().nullable().describe('"97%": on-time pickups of the last year, rounded down'),
    trips: z.string().nullable().describe('"12,400+": trips done in the last year, rounded down'),
  })
  .describe("What the public site's record shows");
export type PublicFigures = z.infer<typeof publicFiguresResponse>;

const MARKETING: PublicFigures = { source: 'marketing', onTimeRate: null, trips: null };

/** Measured figures from a year's counts, or the marketing ones when too few pickups were timed. */
export function publicFiguresOf(counts: {
  onTimePickups: number;
  pickupsTimed: number;
  tripsDone: number;
}): PublicFigures {
  if (counts.pickupsTimed < PUBLIC_FIGURES_MIN_PICKUPS) return MARKETING;
  const percent = Math.floor((counts.onTimePickups / counts.pickupsTimed) * 100);
  const step = counts.tripsDone >= 1000 ? 100 : 10;
  const trips = Math.floor(counts.tripsDone / step) * step;
  return { source: 'measured', onTimeRate: `${percent}%`, trips: `${trips.toLocaleString('en-US')}+` };
}

export const marketingFigures = (): PublicFigures => ({ ...MARKETING });
