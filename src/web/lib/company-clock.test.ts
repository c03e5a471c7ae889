import { describe, expect, it } from 'vitest';
import { calendarText, clockFormat, clockText, wallTimeText } from './company-clock';

const zone = 'America/New_York';
// 2026-11-24 at 02:30 in UTC is still the 23rd, 9:30 PM, in New York.
const lateEvening = '2026-11-24T02:30:15Z';

describe('the company clock', () => {
  it('shows an instant on the company clock, not in UTC nor the viewer zone', () => {
    expect(clockText(lateEvening, 'date', zone)).toBe('Nov 23, 2026');
    expect(clockText(lateEvening, 'time', zone)).toMatch(/^9:30\sPM$/);
    expect(clockText(lateEvening, 'timeZoned', zone)).toMatch(/^9:30\sPM ET$/);
    expect(clockText(lateEvening, 'momentSeconds', zone)).toMatch(/^Nov 23, 2026, 9:30:15\sPM ET$/);
    expect(clockText(Date.parse(lateEvening), 'weekdayDate', 'America/Los_Angeles')).toBe('Mon, Nov 23, 2026');
  });

  it('builds one format per style and zone', () => {
    expect(clockFormat('date', zone)).toBe(clockFormat('date', zone));
    expect(clockFormat('date', zone)).not.toBe(clockFormat('date', 'America/Chicago'));
    expect(clockFormat('date', zone)).not.toBe(clockFormat('monthDay', zone));
  });

  it('reads a calendar day and a wall time as written, whatever the zone', () => {
    expect(calendarText('2026-11-24', 'weekdayDate')).toBe('Tue, Nov 24, 2026');
    expect(calendarText('2026-11-24', 'longWeekdayDate')).toBe('Tuesday, November 24, 2026');
    expect(calendarText('not a day', 'date')).toBe('not a day');
    expect(wallTimeText('09:30')).toMatch(/^9:30\sAM$/);
    expect(wallTimeText('later')).toBe('later');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => clockFormat('date', 'Nowhere/Else')).toThrow(RangeError);
  });
});
