/** The dense queue's filters (docs/decisions/051-day-board.md, the queue amended): pure, so tested without a browser. */
import type { LevelOfService } from '@domain/level-of-service';
import { clockFormat } from '@/lib/company-clock';

export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

export interface QueueFilter {
  /** Only legs late or at risk. */
  late: boolean;
  level: LevelOfService | null;
  part: PartOfDay | null;
}

export const NO_FILTER: QueueFilter = { late: false, level: null, part: null };

interface FilteredLeg {
  pickupTime: string | null;
  levelOfService: LevelOfService;
  timing: 'late' | 'at_risk' | null;
}

const hourIn = (iso: string, timeZone: string) =>
  Number(
    clockFormat('hour24', timeZone)
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'hour')?.value ?? 0,
  ) % 24;

/** Morning before noon, afternoon until 5 PM, evening after, on the company's clock; a will-call not yet called has none. */
export function partOfDay(iso: string | null, timeZone: string): PartOfDay | null {
  if (iso === null) return null;
  const hour = hourIn(iso, timeZone);
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

export function matchesFilter(leg: FilteredLeg, filter: QueueFilter, timeZone: string): boolean {
  if (filter.late && leg.timing === null) return false;
  if (filter.level && leg.levelOfService !== filter.level) return false;
  return !filter.part || partOfDay(leg.pickupTime, timeZone) === filter.part;
}

export const isFiltered = (filter: QueueFilter) => filter.late || filter.level !== null || filter.part !== null;

/** The town of a one-line address ("12 Elm St, Apt 2, Media, PA 19063" → "Media"): what tells two legs apart at a glance. */
export function townOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  const stateAt = parts.findLastIndex((part) => /^[A-Z]{2} \d{5}(-\d{4})?$/.test(part));
  return stateAt > 0 ? parts[stateAt - 1]! : (parts.at(-1) ?? '');
}
