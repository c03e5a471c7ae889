import { describe, expect, it } from 'vitest';
import type { JobPriceAnswer } from '@domain/job-price';
import { lineCode, priceBasis } from './job-price-display';

const priceBasisLine = (price: Pick<JobPriceAnswer, 'basis' | 'outcome'>) => priceBasis(price).join(' · ');

describe("a job price's basis line", () => {
  it('says the miles came from the odometer, the wait and the pickup on the company clock', () => {
    const line = priceBasisLine({
      outcome: 'completed',
      basis: { loadedMiles: '12.2', milesFrom: 'odometer', waitMinutes: 35, pickupClock: '09:30' },
    });
    expect(line).toBe('12.2 loaded miles from the odometer · 35 min wait · pickup 09:30');
  });

  it('says the miles are estimated until both readings are in, and names a no-show charged its fee', () => {
    expect(
      priceBasisLine({
        outcome: 'completed',
        basis: { loadedMiles: '7.0', milesFrom: 'estimate', waitMinutes: 0, pickupClock: '18:05' },
      }),
    ).toBe('7.0 loaded miles, estimated · no wait · pickup 18:05');
    expect(
      priceBasisLine({
        outcome: 'no_show',
        basis: { loadedMiles: '0.0', milesFrom: 'estimate', waitMinutes: 0, pickupClock: '08:00' },
      }),
    ).toMatch(/^Charged as a no-show · /);
  });

  it('says no miles are billed when the odometer was not read at both ends and the places give no estimate', () => {
    expect(
      priceBasisLine({
        outcome: 'completed',
        basis: { loadedMiles: '0.0', milesFrom: 'none', waitMinutes: 0, pickupClock: '08:00' },
      }),
    ).toBe('no loaded miles: not read and no estimate · no wait · pickup 08:00');
  });

  it('is left out when there is no price', () => {
    expect(priceBasis({ outcome: null, basis: null })).toEqual([]);
  });

  it('writes a code with its modifier as a claim does', () => {
    expect(lineCode({ code: 'A0130', modifier: 'RJ' })).toBe('A0130-RJ');
    expect(lineCode({ code: 'A0130', modifier: '' })).toBe('A0130');
  });
});
