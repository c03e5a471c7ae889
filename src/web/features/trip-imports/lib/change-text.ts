import type { TripChange } from '@domain/trip-import-words';
import { clockText } from '@/lib/company-clock';

const TIME_FIELDS = new Set<string>(['pickupTime', 'appointmentTime'] satisfies TripChange['field'][]);

/** A broker's change in one line, its times on the company clock: "Pickup time: 9:15 AM → 8:45 AM". */
export function changeText(
  change: Pick<TripChange, 'label' | 'from' | 'to'> & { field: string },
  timeZone: string,
): string {
  const shown = (value: string | null) =>
    value === null ? '—' : TIME_FIELDS.has(change.field) ? clockText(value, 'time', timeZone) : value;
  return `${change.label}: ${shown(change.from)} → ${shown(change.to)}`;
}
