import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekOf } from './report-words';

describe('weekOf', () => {
  it('names a week by its Monday: a Sunday belongs to the Monday before it', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('is a Monday at most six days before the day, for any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const monday = weekOf(day);
          expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
          const back = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
          expect(back).toBeGreaterThanOrEqual(0);
          expect(back).toBeLessThanOrEqual(6);
        },
      ),
    );
  });
});
