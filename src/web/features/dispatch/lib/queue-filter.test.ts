import { describe, expect, it } from 'vitest';
import { matchesFilter, NO_FILTER, partOfDay, townOf } from './queue-filter';

const NY = 'America/New_York';
// 13:00, 17:00 and 22:30 UTC on a March day are 9:00 AM, 1:00 PM and 6:30 PM in New York (EDT).
const morning = '2031-03-20T13:00:00.000Z';
const afternoon = '2031-03-20T17:00:00.000Z';
const evening = '2031-03-20T22:30:00.000Z';
const leg = (
  pickupTime: string | null,
  levelOfService: 'ambulatory' | 'wheelchair' | 'stretcher' = 'ambulatory',
  timing: 'late' | 'at_risk' | null = null,
) => ({ pickupTime, levelOfService, timing });

describe('the dense queue’s filters', () => {
  it('splits the day at noon and 5 PM on the company’s clock', () => {
    expect([morning, afternoon, evening, null].map((at) => partOfDay(at, NY))).toEqual([
      'morning',
      'afternoon',
      'evening',
      null,
    ]);
  });

  it('keeps what matches every filter chosen, and everything with none', () => {
    const legs = [
      leg(morning, 'wheelchair', 'late'),
      leg(morning),
      leg(afternoon, 'wheelchair', 'at_risk'),
      leg(evening, 'stretcher'),
    ];
    const kept = (filter: Partial<typeof NO_FILTER>) =>
      legs.filter((l) => matchesFilter(l, { ...NO_FILTER, ...filter }, NY)).length;
    expect(kept({})).toBe(4);
    expect(kept({ late: true })).toBe(2);
    expect(kept({ level: 'wheelchair' })).toBe(2);
    expect(kept({ part: 'morning' })).toBe(2);
    expect(kept({ late: true, part: 'afternoon', level: 'wheelchair' })).toBe(1);
    expect(kept({ part: 'evening', level: 'wheelchair' })).toBe(0);
  });

  it('reads the town from a one-line address', () => {
    expect(townOf('12 Elm St, Apt 2, Media, PA 19063')).toBe('Media');
    expect(townOf('1200 Spruce St, Philadelphia, PA 19107')).toBe('Philadelphia');
    expect(townOf('Somewhere without a ZIP')).toBe('Somewhere without a ZIP');
  });
});
