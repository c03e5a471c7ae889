import { hourIn } from '../../../domain/travel';
import { todayIn } from '../../../domain/dates';
import { zonedLocalToIso } from '../../../domain/zoned-time';

/** No text goes out from 21:00 to 08:00 on the company's clock unless it is about a trip that day. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The next 08:00 when `now` falls in the quiet hours, else null. */
export function quietUntil(now: Date, timeZone: string): Date | null {
  const hour = hourIn(timeZone, now);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return null;
  const today = todayIn(timeZone, now);
  const morning = new Date(zonedLocalToIso(`${today}T0${QUIET_UNTIL_HOUR}:00`, timeZone));
  return morning > now
    ? morning
    : new Date(
        zonedLocalToIso(
          `${todayIn(timeZone, new Date(now.getTime() + 12 * 3_600_000))}T0${QUIET_UNTIL_HOUR}:00`,
          timeZone,
        ),
      );
}
