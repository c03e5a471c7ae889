import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FIGURES_MIN_PICKUPS, publicFiguresOf } from './public-figures';

describe('the public figures', () => {
  it('stay the marketing ones until enough pickups were timed', () => {
    expect(publicFiguresOf({ onTimePickups: 199, pickupsTimed: 199, tripsDone: 5000 }).source).toBe('marketing');
    expect(publicFiguresOf({ onTimePickups: 190, pickupsTimed: 200, tripsDone: 230 })).toEqual({
      source: 'measured',
      onTimeRate: '95%',
      trips: '230+',
    });
  });

  it('round down, so the site never claims more than was done', () => {
    expect(publicFiguresOf({ onTimePickups: 9_899, pickupsTimed: 10_000, tripsDone: 12_479 })).toMatchObject({
      onTimeRate: '98%',
      trips: '12,400+',
    });
    fc.assert(
      fc.property(
        fc.integer({ min: PUBLIC_FIGURES_MIN_PICKUPS, max: 10 ** 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (timed, share) => {
          const onTime = Math.floor(timed * share);
          const figures = publicFiguresOf({ onTimePickups: onTime, pickupsTimed: timed, tripsDone: timed });
          expect(Number(figures.onTimeRate!.slice(0, -1))).toBeLessThanOrEqual((onTime / timed) * 100);
          expect(Number(figures.trips!.replace(/[,+]/g, ''))).toBeLessThanOrEqual(timed);
        },
      ),
    );
  });
});
