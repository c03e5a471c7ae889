import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVERAGE_MPH_BY_HOUR, ROAD_FACTOR, averageMph, estimateTravel, greatCircleMiles, hourIn } from './travel';

const cityHall = { lat: 39.9526, lng: -75.1635 }; // Philadelphia City Hall
const thirtiethStreet = { lat: 39.9557, lng: -75.1822 }; // 30th Street Station
const pennStation = { lat: 40.7506, lng: -73.9935 }; // New York Penn Station
const NY = 'America/New_York';

/** 8:00 and 3:00 in Philadelphia on a November weekday (EST, UTC-5). */
const rushHour = new Date('2026-11-24T13:00:00Z');
const night = new Date('2026-11-24T08:00:00Z');

const point = fc.record({
  lat: fc.double({ min: -80, max: 80, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('greatCircleMiles', () => {
  it('measures City Hall to 30th Street Station as about a mile in a straight line', () => {
    expect(greatCircleMiles(cityHall, thirtiethStreet)).toBeCloseTo(1.01, 1);
  });

  it('measures Philadelphia to New York as about 83 miles', () => {
    expect(greatCircleMiles(cityHall, pennStation)).toBeGreaterThan(81);
    expect(greatCircleMiles(cityHall, pennStation)).toBeLessThan(84);
  });

  it('is zero from a point to itself and the same both ways', () => {
    expect(greatCircleMiles(cityHall, cityHall)).toBe(0);
    fc.assert(fc.property(point, point, (a, b) => Math.abs(greatCircleMiles(a, b) - greatCircleMiles(b, a)) < 1e-9));
  });

  it('never exceeds half the way round the Earth and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const ab = greatCircleMiles(a, b);
        expect(ab).toBeLessThanOrEqual(Math.PI * 3958.8 + 1e-6);
        expect(ab).toBeLessThanOrEqual(greatCircleMiles(a, c) + greatCircleMiles(c, b) + 1e-6);
      }),
    );
  });
});

describe('hourIn', () => {
  it("reads the hour on the company's clock, across daylight saving", () => {
    expect(hourIn(NY, rushHour)).toBe(8);
    expect(hourIn(NY, night)).toBe(3);
    expect(hourIn(NY, new Date('2026-07-01T12:00:00Z'))).toBe(8); // EDT, UTC-4
    expect(hourIn('America/Los_Angeles', rushHour)).toBe(5);
    expect(hourIn('UTC', new Date('2026-11-24T00:30:00Z'))).toBe(0);
  });
});

describe('the speed table', () => {
  it('has one positive speed for each hour of the day', () => {
    expect(AVERAGE_MPH_BY_HOUR).toHaveLength(24);
    for (const mph of AVERAGE_MPH_BY_HOUR) expect(mph).toBeGreaterThan(0);
  });

  it('is slower in the morning and evening peaks than at midday, and slowest of all never at night', () => {
    const midday = AVERAGE_MPH_BY_HOUR[12]!;
    for (const hour of [7, 8, 16, 17]) expect(AVERAGE_MPH_BY_HOUR[hour]).toBeLessThan(midday);
    for (const hour of [0, 1, 2, 3, 4, 5, 22, 23]) expect(AVERAGE_MPH_BY_HOUR[hour]).toBeGreaterThan(midday);
  });

  it('picks the speed from the hour of departure', () => {
    expect(averageMph(rushHour, NY)).toBe(AVERAGE_MPH_BY_HOUR[8]);
    expect(averageMph(night, NY)).toBe(AVERAGE_MPH_BY_HOUR[3]);
  });
});

describe('estimateTravel', () => {
  it('drives 1.3 times the straight line, in miles to one decimal', () => {
    const { miles } = estimateTravel(cityHall, pennStation, night, NY);
    expect(miles).toBe(Math.round(greatCircleMiles(cityHall, pennStation) * ROAD_FACTOR * 10) / 10);
    expect(miles).toBeCloseTo(107.5, 0);
  });

  it('takes longer in the rush hour than at night for the same trip', () => {
    const peak = estimateTravel(cityHall, thirtiethStreet, rushHour, NY);
    const quiet = estimateTravel(cityHall, thirtiethStreet, night, NY);
    expect(peak.miles).toBe(quiet.miles);
    expect(peak.minutes).toBeGreaterThan(quiet.minutes);
    // 1.32 road miles at 16 mph is 4.9 minutes, at 30 mph 2.6: whole minutes rounded up.
    expect(peak).toEqual({ miles: 1.3, minutes: 5 });
    expect(quiet).toEqual({ miles: 1.3, minutes: 3 });
  });

  it('answers Philadelphia to New York in the morning peak in about 6¾ hours and at night in about 3½', () => {
    expect(estimateTravel(cityHall, pennStation, rushHour, NY).minutes).toBe(
      Math.ceil((greatCircleMiles(cityHall, pennStation) * ROAD_FACTOR * 60) / 16),
    );
    expect(estimateTravel(cityHall, pennStation, night, NY).minutes).toBe(
      Math.ceil((greatCircleMiles(cityHall, pennStation) * ROAD_FACTOR * 60) / 30),
    );
  });

  it('is nothing from a place to itself', () => {
    expect(estimateTravel(cityHall, cityHall, rushHour, NY)).toEqual({ miles: 0, minutes: 0 });
  });

  it('never answers a negative or fractional minute, and grows with distance', () => {
    fc.assert(
      fc.property(point, point, fc.integer({ min: 0, max: 23 }), (a, b, hour) => {
        const at = new Date(Date.UTC(2026, 10, 24, hour));
        const { miles, minutes } = estimateTravel(a, b, at, 'UTC');
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(miles).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeGreaterThanOrEqual(Math.floor((miles * 60) / AVERAGE_MPH_BY_HOUR[hour]!) - 1);
      }),
    );
  });
});
