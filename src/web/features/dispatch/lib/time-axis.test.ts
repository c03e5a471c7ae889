import { describe, expect, it } from 'vitest';
import { dayRange, hourMarks, MIN_DRAWN_MINUTES, offShiftBands, overlapping, placement, stackRows } from './time-axis';

const day = Date.parse('2031-03-12T05:00:00.000Z'); // midnight in Philadelphia
const at = (hours: number) => new Date(day + hours * 3_600_000).toISOString();
const leg = (id: string, from: number, to: number | null) => ({
  id,
  pickupTime: at(from),
  dropoffTime: to === null ? null : at(to),
});

describe('the day board’s time axis', () => {
  it('spans 06:00–20:00 at least, and widens to whole hours around earlier and later legs', () => {
    expect(dayRange(day, [])).toEqual({ start: day + 6 * 3_600_000, end: day + 20 * 3_600_000 });
    const range = dayRange(day, [
      leg('a', 4.5, 5.25),
      leg('b', 21.2, 22.1),
      { id: 'w', pickupTime: null, dropoffTime: null },
    ]);
    expect(range).toEqual({ start: day + 4 * 3_600_000, end: day + 23 * 3_600_000 });
    expect(hourMarks(range)).toHaveLength(20);
  });

  it('places a leg by its times, and draws a short one wide enough for its whole time label', () => {
    const range = { start: day + 6 * 3_600_000, end: day + 16 * 3_600_000 };
    expect(placement(leg('a', 8, 9), range)).toEqual({ left: 20, width: 10 });
    const short = placement(leg('b', 11, 11.05), range)!;
    expect(short.left).toBe(50);
    expect(short.width).toBeCloseTo((MIN_DRAWN_MINUTES / 600) * 100, 6);
    expect(MIN_DRAWN_MINUTES).toBeGreaterThanOrEqual(45);
    expect(placement({ id: 'w', pickupTime: null, dropoffTime: null }, range)).toBeNull();
  });

  it('puts overlapping legs on rows below each other and reuses a row once it is free', () => {
    const { rows, count } = stackRows([leg('c', 10, 11), leg('a', 8, 9.5), leg('b', 9, 10), leg('d', 9.6, 10.5)]);
    expect(Object.fromEntries(rows)).toEqual({ a: 0, b: 1, d: 0, c: 1 });
    expect(count).toBe(2);
  });

  it('puts short legs whose chips would meet on separate rows, though their rides do not overlap', () => {
    // 9:00–9:10 and 9:20–9:30 are apart, but each chip is drawn 45 minutes wide.
    const { rows, count } = stackRows([leg('a', 9, 9 + 1 / 6), leg('b', 9 + 1 / 3, 9.5)]);
    expect(Object.fromEntries(rows)).toEqual({ a: 0, b: 1 });
    expect(count).toBe(2);
  });

  it('finds the legs that overlap another in time, and only those', () => {
    const found = overlapping([
      leg('a', 8, 9.5),
      leg('b', 9, 10),
      leg('c', 10, 11),
      leg('d', 12, null),
      leg('e', 12.25, 13),
      { id: 'w', pickupTime: null, dropoffTime: null },
    ]);
    expect([...found].sort()).toEqual(['a', 'b', 'd', 'e']);
    expect(overlapping([leg('a', 8, 9), leg('b', 9, 10)]).size).toBe(0);
  });
});

describe('the shading outside a driver’s shift', () => {
  const range = { start: Date.parse('2026-12-01T11:00:00Z'), end: Date.parse('2026-12-02T01:00:00Z') };

  it('shades before the shift starts and after it ends, in percent of the range', () => {
    expect(offShiftBands({ start: '2026-12-01T14:30:00Z', end: '2026-12-01T22:00:00Z' }, range)).toEqual([
      { left: 0, width: 25 },
      { left: 78.57142857142857, width: 21.42857142857143 },
    ]);
  });

  it('shades the whole lane of a driver off that day, and nothing of a shift wider than the range', () => {
    expect(offShiftBands(null, range)).toEqual([{ left: 0, width: 100 }]);
    expect(offShiftBands({ start: '2026-12-01T09:00:00Z', end: '2026-12-02T02:00:00Z' }, range)).toEqual([]);
  });
});
