import { describe, expect, it } from 'vitest';
import type { RateResponse } from '@domain/payer';
import { examplePrice, rateSummary } from './rate-display';
import { rateToFormValues, toRateInput } from './rate-form-values';

const wheelchair: RateResponse = {
  payerId: '7a0c2d1e-3b4f-4a5b-8c6d-9e0f1a2b3c4d',
  levelOfService: 'wheelchair',
  updatedAt: '2026-11-26T00:00:00.000Z',
  base: '55.00',
  milesIncluded: '5',
  perMile: '3.25',
  freeWaitMinutes: 15,
  waitPer15Minutes: '10.00',
  noShow: '40.00',
  lateCancellation: '25.00',
  escort: '5.00',
  afterHours: '15.00',
  afterHoursWindow: { start: '18:00', end: '06:00' },
};

describe('the rate dialog’s example trip', () => {
  it('prices 12.3 miles, 30 minutes’ wait and one escort at 10:00 to the cent: 7.3 × $3.25 is $23.73', () => {
    const price = examplePrice('wheelchair', toRateInput(rateToFormValues(wheelchair)));
    expect(price?.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['trip', 5500],
      ['mileage', 2373],
      ['wait', 1000],
      ['escort', 500],
    ]);
    expect(price?.totalCents).toBe(9373);
  });

  it('waits (null) while an amount has a third decimal or a time is missing', () => {
    const values = rateToFormValues(wheelchair);
    expect(examplePrice('wheelchair', toRateInput({ ...values, perMile: '3.255' }))).toBeNull();
    expect(
      examplePrice('wheelchair', toRateInput({ ...values, afterHoursWindow: { start: '', end: '06:00' } })),
    ).toBeNull();
  });
});

describe('the rate form', () => {
  it('sends no window and no surcharge when "No after-hours surcharge" is ticked, and reads such a rate back ticked', () => {
    const sent = toRateInput({ ...rateToFormValues(wheelchair), noAfterHours: true });
    expect(sent).toMatchObject({ afterHours: '0.00', afterHoursWindow: null, freeWaitMinutes: 15 });
    const back = rateToFormValues({ ...wheelchair, ...sent, afterHoursWindow: null });
    expect(back).toMatchObject({ noAfterHours: true, afterHours: '' });
  });

  it('sends blank minutes as NaN, so the schema asks for them instead of taking zero', () => {
    expect(toRateInput({ ...rateToFormValues(wheelchair), freeWaitMinutes: ' ' }).freeWaitMinutes).toBeNaN();
  });
});

describe('a saved rate on the payer’s page', () => {
  it('reads as the rate sheet does', () => {
    expect(rateSummary(wheelchair)).toEqual([
      { label: 'Trip', text: '$55.00 base, 5 miles included, $3.25 a mile beyond' },
      { label: 'Wait', text: '15 minutes free, then $10.00 per 15 minutes' },
      { label: 'No-show', text: '$40.00' },
      { label: 'Late cancellation', text: '$25.00' },
      { label: 'Escort', text: '$5.00 each' },
      { label: 'After hours', text: '$15.00 added from 18:00 to 06:00' },
    ]);
    expect(rateSummary({ ...wheelchair, afterHoursWindow: null }).at(-1)?.text).toBe('No after-hours surcharge');
  });
});
