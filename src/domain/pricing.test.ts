import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { multiplyCents, sumCents } from './money';
import { PLACE_TYPES } from './place';
import { JOB_OUTCOMES, isAfterHours, priceJob, waitUnits, type JobFacts, type Rate } from './pricing';

const rate: Rate = {
  baseCents: 4500,
  milesIncluded: '5',
  perMileCents: 275,
  freeWaitMinutes: 15,
  waitPer15MinutesCents: 1000,
  noShowCents: 2500,
  lateCancellationCents: 3000,
  escortCents: 1500,
  afterHoursCents: 2000,
  afterHours: { start: '18:00', end: '06:00' },
};

const job: JobFacts = {
  level: 'ambulatory',
  outcome: 'completed',
  loadedMiles: '12.3',
  waitMinutes: 47,
  escorts: 1,
  pickupClock: '09:30',
  pickupType: 'residence',
  dropoffType: 'dialysis_center',
};

/** The lines as [code, modifier, quantity, unit, amount]. */
const rows = (r: Rate, j: JobFacts) =>
  priceJob(r, j).lines.map((l) => [l.code, l.modifier, l.quantity, l.unitCents, l.amountCents]);

describe('priceJob: a completed trip', () => {
  it('prices an ambulatory trip: base, miles beyond the included, wait beyond the free minutes, escort', () => {
    // 12.3 − 5 = 7.3 miles × $2.75 = $20.075 → $20.08; 47 − 15 = 32 minutes → three started quarter hours
    // = 1.5 half hours × $20.00 = $30.00.
    expect(rows(rate, job)).toEqual([
      ['A0100', 'RJ', '1', 4500, 4500],
      ['S0215', 'RJ', '7.3', 275, 2008],
      ['T2007', 'RJ', '1.5', 2000, 3000],
      ['T2001', 'RJ', '1', 1500, 1500],
    ]);
    expect(priceJob(rate, job).totalCents).toBe(11008);
    expect(priceJob(rate, job).lines.map((l) => l.description)).toEqual([
      'Ambulatory trip',
      'Ambulatory loaded miles beyond 5 included',
      'Wait, 45 minutes beyond 15 free (per half hour)',
      'Escort',
    ]);
  });

  it('prices a wheelchair trip after hours, with two escorts', () => {
    const wheelchair: Rate = {
      ...rate,
      baseCents: 6500,
      milesIncluded: '3',
      perMileCents: 325,
      freeWaitMinutes: 30,
      waitPer15MinutesCents: 1250,
    };
    const facts: JobFacts = {
      ...job,
      level: 'wheelchair',
      loadedMiles: '8.25',
      waitMinutes: 31,
      escorts: 2,
      pickupClock: '19:15',
      pickupType: 'physician_office',
      dropoffType: 'residence',
    };
    // 5.25 miles × $3.25 = $17.0625 → $17.06; 1 minute over → one quarter hour = 0.5 half hours × $25.00.
    expect(rows(wheelchair, facts)).toEqual([
      ['A0130', 'PR', '1', 6500, 6500],
      ['S0209', 'PR', '5.25', 325, 1706],
      ['T2007', 'PR', '0.5', 2500, 1250],
      ['T2001', 'PR', '2', 1500, 3000],
      ['A0999', 'PR', '1', 2000, 2000],
    ]);
    expect(priceJob(wheelchair, facts).totalCents).toBe(14456);
  });

  it('prices a stretcher trip before dawn, inside the window that runs past midnight', () => {
    const stretcher: Rate = {
      ...rate,
      baseCents: 12000,
      milesIncluded: '10',
      perMileCents: 450,
      waitPer15MinutesCents: 2000,
      escortCents: 2000,
      afterHoursCents: 2500,
    };
    const facts: JobFacts = {
      ...job,
      level: 'stretcher',
      loadedMiles: '25.5',
      waitMinutes: 60,
      pickupClock: '05:45',
      pickupType: 'hospital',
      dropoffType: 'skilled_nursing_facility',
    };
    expect(rows(stretcher, facts)).toEqual([
      ['T2005', 'HN', '1', 12000, 12000],
      ['T2049', 'HN', '15.5', 450, 6975],
      ['T2007', 'HN', '1.5', 4000, 6000],
      ['T2001', 'HN', '1', 2000, 2000],
      ['A0999', 'HN', '1', 2500, 2500],
    ]);
    expect(priceJob(stretcher, facts).totalCents).toBe(29475);
  });

  it('leaves off miles within those included, wait within the free minutes and charges of nothing, but keeps the trip', () => {
    const plain = { ...job, loadedMiles: '5', waitMinutes: 15, escorts: 0 };
    expect(rows(rate, plain)).toEqual([['A0100', 'RJ', '1', 4500, 4500]]);
    expect(rows({ ...rate, baseCents: 0, escortCents: 0 }, { ...plain, escorts: 2 })).toEqual([
      ['A0100', 'RJ', '1', 0, 0],
    ]);
    expect(rows({ ...rate, afterHours: null }, { ...plain, pickupClock: '23:00' })).toHaveLength(1);
  });

  it('works the miles exactly, where binary floating point would lose the half cent', () => {
    // 1.005 × 100 is 100.49999999999999 as a double; exactly it is 100.5, which rounds to 101.
    const exact = priceJob(
      { ...rate, milesIncluded: '0', perMileCents: 100 },
      { ...job, loadedMiles: '1.005', waitMinutes: 0, escorts: 0 },
    );
    expect(exact.lines[1]).toMatchObject({ code: 'S0215', quantity: '1.005', amountCents: 101 });
    const fractionalIncluded = priceJob(
      { ...rate, milesIncluded: '2.5' },
      { ...job, loadedMiles: '2.75', waitMinutes: 0, escorts: 0 },
    );
    expect(fractionalIncluded.lines[1]).toMatchObject({ quantity: '0.25', amountCents: 69 }); // 68.75 → 69
  });
});

describe('priceJob: a no-show or late cancellation', () => {
  it('charges the fee alone, with the trip modifier', () => {
    expect(rows(rate, { ...job, outcome: 'no_show', pickupClock: '20:00' })).toEqual([
      ['A0999', 'RJ', '1', 2500, 2500],
    ]);
    expect(rows(rate, { ...job, outcome: 'late_cancel' })).toEqual([['A0999', 'RJ', '1', 3000, 3000]]);
    expect(priceJob(rate, { ...job, outcome: 'late_cancel' }).totalCents).toBe(3000);
    expect(priceJob(rate, { ...job, outcome: 'no_show' }).lines[0]!.description).toBe('No-show, ambulatory');
  });
});

describe('priceJob: bad input', () => {
  it('refuses miles that are not decimals, counts that are not whole and rates that are not whole cents', () => {
    expect(() => priceJob(rate, { ...job, loadedMiles: '-1' })).toThrow(/Loaded miles/);
    expect(() => priceJob(rate, { ...job, loadedMiles: '12,3' })).toThrow(/Loaded miles/);
    expect(() => priceJob(rate, { ...job, waitMinutes: 2.5 })).toThrow(/Wait minutes/);
    expect(() => priceJob(rate, { ...job, escorts: -1 })).toThrow(/Escorts/);
    expect(() => priceJob({ ...rate, perMileCents: 2.75 }, job)).toThrow(/perMileCents/);
    expect(() => priceJob({ ...rate, noShowCents: -1 }, job)).toThrow(/noShowCents/);
    expect(() => priceJob(rate, { ...job, pickupClock: '9:30' })).toThrow(/clock/);
  });
});

describe('waitUnits and isAfterHours', () => {
  it('charges every started quarter hour beyond the free minutes', () => {
    expect([0, 15, 16, 30, 31, 45, 46].map((m) => waitUnits(m, 15))).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('reads the window from its start up to its end, across midnight when it ends before it starts', () => {
    const night = { start: '18:00', end: '06:00' };
    expect(['18:00', '23:59', '00:00', '05:59'].map((c) => isAfterHours(c, night))).toEqual([true, true, true, true]);
    expect(['06:00', '12:00', '17:59'].map((c) => isAfterHours(c, night))).toEqual([false, false, false]);
    expect(isAfterHours('12:00', { start: '12:00', end: '13:00' })).toBe(true);
    expect(isAfterHours('13:00', { start: '12:00', end: '13:00' })).toBe(false);
    expect(isAfterHours('12:00', { start: '12:00', end: '12:00' })).toBe(false);
    expect(isAfterHours('03:00', null)).toBe(false);
  });
});

const cents = fc.integer({ min: 0, max: 100_000 });
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const milesText = fc
  .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 3 }))
  .map(([whole, fraction, decimals]) =>
    decimals === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, '0').slice(0, decimals)}`,
  );
const anyRate: fc.Arbitrary<Rate> = fc.record({
  baseCents: cents,
  milesIncluded: milesText,
  perMileCents: cents,
  freeWaitMinutes: fc.integer({ min: 0, max: 120 }),
  waitPer15MinutesCents: cents,
  noShowCents: cents,
  lateCancellationCents: cents,
  escortCents: cents,
  afterHoursCents: cents,
  afterHours: fc.option(fc.record({ start: clock, end: clock })),
});
const anyJob: fc.Arbitrary<JobFacts> = fc.record({
  level: fc.constantFrom(...LEVELS_OF_SERVICE),
  outcome: fc.constantFrom(...JOB_OUTCOMES),
  loadedMiles: milesText,
  waitMinutes: fc.integer({ min: 0, max: 600 }),
  escorts: fc.integer({ min: 0, max: 3 }),
  pickupClock: clock,
  pickupType: fc.constantFrom(...PLACE_TYPES),
  dropoffType: fc.constantFrom(...PLACE_TYPES),
});

describe('priceJob: properties', () => {
  it('totals exactly the sum of its lines, each line its unit times its quantity, in whole cents', () => {
    fc.assert(
      fc.property(anyRate, anyJob, (r, j) => {
        const price = priceJob(r, j);
        expect(price.totalCents).toBe(sumCents(price.lines.map((l) => l.amountCents)));
        for (const l of price.lines) {
          expect(Number.isSafeInteger(l.amountCents)).toBe(true);
          expect(l.amountCents).toBe(multiplyCents(l.unitCents, l.quantity));
          expect(l.modifier).toHaveLength(2);
        }
      }),
    );
  });

  it('charges a no-show or late cancellation its fee alone, and a completed trip its trip line first', () => {
    fc.assert(
      fc.property(anyRate, anyJob, (r, j) => {
        const { lines, totalCents } = priceJob(r, j);
        if (j.outcome === 'no_show') expect([lines.length, totalCents]).toEqual([1, r.noShowCents]);
        if (j.outcome === 'late_cancel') expect([lines.length, totalCents]).toEqual([1, r.lateCancellationCents]);
        if (j.outcome === 'completed') {
          expect(lines[0]).toMatchObject({ kind: 'trip', amountCents: r.baseCents });
          expect(lines.slice(1).every((l) => l.amountCents > 0)).toBe(true);
          const wait = lines.find((l) => l.kind === 'wait');
          expect(wait?.amountCents ?? 0).toBe(waitUnits(j.waitMinutes, r.freeWaitMinutes) * r.waitPer15MinutesCents);
        }
      }),
    );
  });

  it('never charges less for more miles or a longer wait', () => {
    fc.assert(
      fc.property(
        anyRate,
        anyJob,
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 120 }),
        (r, j, moreMiles, moreWait) => {
          const longer = {
            ...j,
            loadedMiles: `${Number(j.loadedMiles.split('.')[0]) + moreMiles}${j.loadedMiles.includes('.') ? `.${j.loadedMiles.split('.')[1]}` : ''}`,
            waitMinutes: j.waitMinutes + moreWait,
          };
          expect(priceJob(r, longer).totalCents).toBeGreaterThanOrEqual(priceJob(r, j).totalCents);
        },
      ),
    );
  });
});
