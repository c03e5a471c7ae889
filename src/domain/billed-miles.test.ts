import { describe, expect, it } from 'vitest';
import { billedMiles } from './billed-miles';
import { priceJob, type Rate } from './pricing';

const departAt = new Date('2026-10-05T18:00:00Z');
const timeZone = 'America/New_York';
// The centres of ZIP codes 19107 and 19104 (Philadelphia), as the embedded geocoder places addresses.
const centre19107 = { lat: 39.9487, lng: -75.1593 };
const centre19104 = { lat: 39.9597, lng: -75.2024 };
const facts = {
  pickupOdometer: null,
  dropoffOdometer: null,
  pickup: centre19107,
  dropoff: centre19104,
  departAt,
  timeZone,
};

describe('the loaded miles a trip is billed for', () => {
  it("takes the odometer's difference, to the tenth, when both readings are in", () => {
    expect(billedMiles({ ...facts, pickupOdometer: 41_200.2, dropoffOdometer: 41_212.4 })).toEqual({
      loadedMiles: '12.2',
      milesFrom: 'odometer',
    });
  });

  it('takes the estimate between the places without both readings, even from ZIP centres', () => {
    expect(billedMiles({ ...facts, dropoffOdometer: 41_212.4 })).toEqual({ loadedMiles: '3.1', milesFrom: 'estimate' });
  });

  it('has none without coordinates for a place, or when both places are the same point', () => {
    expect(billedMiles({ ...facts, pickup: { lat: null, lng: null } })).toEqual({
      loadedMiles: '0.0',
      milesFrom: 'none',
    });
    expect(billedMiles({ ...facts, dropoff: centre19107 })).toEqual({ loadedMiles: '0.0', milesFrom: 'none' });
  });
});

describe('the mileage line', () => {
  const rate: Rate = {
    baseCents: 5500,
    milesIncluded: '0',
    perMileCents: 325,
    freeWaitMinutes: 15,
    waitPer15MinutesCents: 1200,
    noShowCents: 4000,
    lateCancellationCents: 3500,
    escortCents: 1000,
    afterHoursCents: 0,
    afterHours: null,
  };
  const job = {
    level: 'wheelchair',
    outcome: 'completed',
    waitMinutes: 0,
    escorts: 0,
    pickupClock: '10:00',
    pickupType: 'residence',
    dropoffType: 'dialysis_center',
  } as const;
  const mileage = (loadedMiles: string, milesFrom?: 'odometer' | 'estimate') =>
    priceJob(rate, { ...job, loadedMiles, ...(milesFrom && { milesFrom }) }).lines.find((l) => l.kind === 'mileage')
      ?.description;

  it('says whether its miles were read or estimated', () => {
    expect(mileage('12.2', 'odometer')).toBe('Wheelchair loaded miles beyond 0 included, read from the odometer');
    expect(mileage('3.1', 'estimate')).toBe('Wheelchair loaded miles beyond 0 included, estimated from the places');
    expect(mileage('3.1')).toBe('Wheelchair loaded miles beyond 0 included');
  });
});
