import { describe, expect, it } from 'vitest';
import { dayRange, hourMarks, placement, stackRows } from './time-axis';

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

  it('places a leg by its times, and draws a short one 20 minutes wide', () => {
    const range = { start: day + 6 * 3_600_000, end: day + 16 * 3_600_000 };
    expect(placement(leg('a', 8, 9), range)).toEqual({ left: 20, width: 10 });
    const short = placement(leg('b', 11, 11.05), range)!;
    expect(short.left).toBe(50);
    expect(short.width).toBeCloseTo(100 / 30, 6);
    expect(placement({ id: 'w', pickupTime: null, dropoffTime: null }, range)).toBeNull();
  });

  it('puts overlapping legs on rows below each other and reuses a row once it is free', () => {
    const { rows, count } = stackRows([leg('c', 10, 11), leg('a', 8, 9.5), leg('b', 9, 10), leg('d', 9.6, 10.5)]);
    expect(Object.fromEntries(rows)).toEqual({ a: 0, b: 1, d: 0, c: 1 });
    expect(count).toBe(2);
  });
});
