import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGING_BUCKET_DAYS, AGING_BUCKETS, agingBucketOf } from './invoice';
import { dayText, monthPeriodOf } from './period';

const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('the billing period of a trip day', () => {
  it('is its calendar month, cut at today while the month is not over', () => {
    expect(monthPeriodOf('2026-08-21', '2026-11-27')).toEqual({ periodFrom: '2026-08-01', periodTo: '2026-08-31' });
    expect(monthPeriodOf('2026-02-03', '2026-11-27')).toEqual({ periodFrom: '2026-02-01', periodTo: '2026-02-28' });
    expect(monthPeriodOf('2026-11-25', '2026-11-27')).toEqual({ periodFrom: '2026-11-01', periodTo: '2026-11-27' });
  });

  it('always holds the day, starts on the 1st, and never ends after today for a day up to today', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (a, b) => {
        const [day, today] = a <= b ? [a, b] : [b, a];
        const { periodFrom, periodTo } = monthPeriodOf(day, today);
        expect(periodFrom.endsWith('-01')).toBe(true);
        expect(periodFrom <= day && day <= periodTo).toBe(true);
        expect(periodTo <= today).toBe(true);
        expect(periodTo.slice(0, 7)).toBe(day.slice(0, 7));
      }),
    );
  });
});

describe('a day as billing and pay print it', () => {
  it('is one form: Oct 31, 2026', () => {
    expect(dayText('2026-10-31')).toBe('Oct 31, 2026');
    expect(dayText('2025-04-07')).toBe('Apr 7, 2025');
    expect(dayText('not a day')).toBe('not a day');
  });
});

describe('aging buckets', () => {
  it('put every invoice in the one bucket whose days hold its age', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 400 }), (sentOn, age) => {
        const asOf = new Date(Date.parse(`${sentOn}T00:00:00Z`) + age * 86_400_000).toISOString().slice(0, 10);
        const holding = AGING_BUCKETS.filter(
          (b) =>
            age >= AGING_BUCKET_DAYS[b][0] && (AGING_BUCKET_DAYS[b][1] === null || age <= AGING_BUCKET_DAYS[b][1]!),
        );
        expect(holding).toEqual([agingBucketOf(sentOn, asOf)]);
      }),
    );
  });
});
