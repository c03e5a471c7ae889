import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { performanceFigures, pickupOnTime, questionableReasons, type LegFacts } from './performance';

const TZ = 'America/New_York';
const at = (clock: string) => new Date(`2026-11-30T${clock}:00-05:00`);
const home = { lat: 39.9526, lng: -75.1652 };
const clinic = { lat: 39.9459, lng: -75.1716 };
// About ten road miles north of home.
const far = { lat: 40.0637, lng: -75.1652 };

const leg = (overrides: Partial<LegFacts> = {}): LegFacts => ({
  driverId: 'd1',
  day: '2026-11-30',
  status: 'completed',
  cancelReason: null,
  lateCancellation: false,
  sameDayCancellation: false,
  scheduledPickup: at('09:00'),
  appointmentTime: null,
  startedAt: at('08:40'),
  pickedUpAt: at('09:05'),
  droppedOffAt: at('09:30'),
  pickupPlace: home,
  dropoffPlace: clinic,
  loadedMiles: 2,
  billedCents: 6500,
  collectedCents: 0,
  ...overrides,
});

describe('on-time pickups', () => {
  it('counts a pickup within the window either side of the scheduled time', () => {
    expect(pickupOnTime(at('09:00'), at('09:15'), 15)).toBe(true);
    expect(pickupOnTime(at('09:00'), at('08:45'), 15)).toBe(true);
    expect(pickupOnTime(at('09:00'), at('09:16'), 15)).toBe(false);
  });

  it('gives 75 % for four pickups of which three fall in the window', () => {
    const legs = [
      leg({ pickedUpAt: at('09:05') }),
      leg({ pickedUpAt: at('08:55') }),
      leg({ pickedUpAt: at('09:15') }),
      leg({ pickedUpAt: at('09:40') }),
    ];
    expect(performanceFigures(legs, { onTimeWindowMinutes: 15 }, TZ)).toMatchObject({
      pickupsTimed: 4,
      onTimePickups: 3,
      onTimePickupPercent: 75,
    });
  });
});

describe('the day’s figures', () => {
  it('counts no-shows and late cancellations among the legs that were due, and missed trips apart', () => {
    const legs = [
      leg(),
      leg(),
      leg({ status: 'no_show', pickedUpAt: null, droppedOffAt: null }),
      leg({ status: 'cancelled', cancelReason: 'rider', lateCancellation: true, pickedUpAt: null, droppedOffAt: null }),
      leg({ status: 'cancelled', cancelReason: 'missed_trip', pickedUpAt: null, droppedOffAt: null }),
    ];
    expect(performanceFigures(legs, { onTimeWindowMinutes: 15 }, TZ)).toMatchObject({
      tripsDone: 2,
      noShowPercent: 20,
      lateCancellationPercent: 20,
      missedTrips: 1,
    });
  });

  it('takes vehicle hours from the first start to the last drop-off of each driver’s day, and trips an hour from them', () => {
    const legs = [
      leg({ startedAt: at('08:00'), pickedUpAt: at('08:30'), droppedOffAt: at('09:00') }),
      leg({
        startedAt: at('10:00'),
        pickedUpAt: at('10:20'),
        droppedOffAt: at('11:00'),
        pickupPlace: clinic,
        dropoffPlace: home,
      }),
      leg({ driverId: 'd2', startedAt: at('13:00'), pickedUpAt: at('13:10'), droppedOffAt: at('14:00') }),
    ];
    const figures = performanceFigures(legs, { onTimeWindowMinutes: 15 }, TZ);
    expect(figures.vehicleHours).toBe(4);
    expect(figures.tripsPerVehicleHour).toBe(0.75);
    expect(figures.revenuePerVehicleHourCents).toBe(Math.round((3 * 6500) / 4));
    // The way from the clinic drop-off back to a pickup at the clinic is no way at all.
    expect(figures.emptyMiles).toBe(0);
    expect(figures.loadedMiles).toBe(6);
  });

  it('arrives on time for an appointment when dropped off at or before it', () => {
    const legs = [leg({ appointmentTime: at('09:30') }), leg({ appointmentTime: at('09:29') })];
    expect(performanceFigures(legs, { onTimeWindowMinutes: 15 }, TZ)).toMatchObject({
      appointmentsTimed: 2,
      onTimeArrivals: 1,
      onTimeArrivalPercent: 50,
    });
  });

  it('never counts more on time than were timed, whatever the times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -120, max: 120 }), { maxLength: 30 }), (offsets) => {
        const legs = offsets.map((m) => leg({ pickedUpAt: new Date(at('09:00').getTime() + m * 60_000) }));
        const f = performanceFigures(legs, { onTimeWindowMinutes: 15 }, TZ);
        expect(f.onTimePickups).toBeLessThanOrEqual(f.pickupsTimed);
        expect(f.onTimePickups).toBe(offsets.filter((m) => Math.abs(m) <= 15).length);
      }),
    );
  });
});

describe('questionable trips', () => {
  const base = {
    pickedUpAt: at('09:00'),
    droppedOffAt: at('09:30'),
    pickupPlace: home,
    dropoffPlace: far,
    odometerMiles: 10,
    pickupPosition: home,
    signatureRequired: true,
    signed: true,
  };

  it('lists a ten-mile leg done in two minutes', () => {
    expect(questionableReasons(base, TZ)).toEqual([]);
    expect(questionableReasons({ ...base, droppedOffAt: at('09:02') }, TZ)).toEqual(['too_fast']);
  });

  it('lists a pickup recorded away from the place, a missing signature the payer wants, and odometer miles far off', () => {
    expect(questionableReasons({ ...base, pickupPosition: clinic, signed: false, odometerMiles: 30 }, TZ)).toEqual([
      'pickup_far_from_place',
      'no_signature',
      'odometer_far_from_estimate',
    ]);
  });
});
