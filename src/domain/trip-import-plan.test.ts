import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READY_MAPPINGS } from './manifest-row';
import {
  APPOINTMENT_LEAD_MINUTES,
  decideRow,
  legChanges,
  legTimes,
  outboundNumbersOf,
  tripKeyOf,
  type ImportedJobState,
} from './trip-import-plan';
import type { ImportedLegValues } from './trip-import-words';

const TZ = 'America/New_York';
const place = {
  street: '1 A St',
  unit: null,
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
  placeType: 'other' as const,
  lat: 1,
  lng: 1,
  needsReview: false,
};
const values: ImportedLegValues = {
  patientName: 'Rosa Delgado',
  patientPhone: '(215) 555-0142',
  levelOfService: 'wheelchair',
  escortCount: 0,
  rideNotes: null,
  pickupPlace: place,
  dropoffPlace: place,
  pickupAddress: '1500 Market St, Philadelphia, PA 19102',
  dropoffAddress: '1800 Lombard St, Philadelphia, PA 19146',
  serviceDate: '2026-11-30',
  pickupTime: '2026-11-30T14:15:00.000Z',
  dropoffTime: '2026-11-30T14:40:00.000Z',
  appointmentTime: '2026-11-30T15:00:00.000Z',
  willCall: false,
  jobRate: '68.00',
};
const { pickupPlace: _p, dropoffPlace: _d, jobRate: _r, ...state } = values;
const job = (overrides: Partial<ImportedJobState> = {}): ImportedJobState => ({
  ...state,
  status: 'pending',
  assignedDriverId: null,
  ...overrides,
});

describe('pairing legs', () => {
  it('takes the leg letter off a broker number, and only a letter the mapping knows', () => {
    expect(tripKeyOf('1-20261130-12345-A', READY_MAPPINGS.legPerRow)).toBe('1-20261130-12345');
    expect(tripKeyOf('1-20261130-12345-B', READY_MAPPINGS.legPerRow)).toBe('1-20261130-12345');
    expect(tripKeyOf('1-20261130-12345-C', READY_MAPPINGS.legPerRow)).toBe('1-20261130-12345-C');
    expect(tripKeyOf('T-778', READY_MAPPINGS.namedLegs)).toBe('T-778');
    expect(outboundNumbersOf('1-20261130-12345', READY_MAPPINGS.legPerRow)).toEqual([
      '1-20261130-12345',
      '1-20261130-12345-A',
    ]);
  });

  it('gives both legs of any number the same key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z-]{1,20}$/), (n) => {
        expect(tripKeyOf(`${n}-A`, READY_MAPPINGS.legPerRow)).toBe(tripKeyOf(`${n}-B`, READY_MAPPINGS.legPerRow));
      }),
    );
  });
});

describe('a leg’s times', () => {
  it('drops off the travel time after a pickup time, on the company’s clock', () => {
    expect(
      legTimes({ tripDate: '2026-11-30', pickupTime: '09:15', appointmentTime: '10:00', willCall: false }, 25, TZ),
    ).toEqual({
      pickupTime: '2026-11-30T14:15:00.000Z',
      dropoffTime: '2026-11-30T14:40:00.000Z',
      appointmentTime: '2026-11-30T15:00:00.000Z',
    });
  });

  it('works back from an appointment alone, arriving the lead before it', () => {
    const times = legTimes(
      { tripDate: '2026-11-30', pickupTime: null, appointmentTime: '10:00', willCall: false },
      20,
      TZ,
    );
    expect(times.dropoffTime).toBe(
      new Date(Date.parse('2026-11-30T15:00:00Z') - APPOINTMENT_LEAD_MINUTES * 60_000).toISOString(),
    );
    expect(Date.parse(times.dropoffTime!) - Date.parse(times.pickupTime!)).toBe(20 * 60_000);
  });

  it('keeps a will-call return without times, and every timed leg drops off after it picks up', () => {
    expect(
      legTimes({ tripDate: '2026-11-30', pickupTime: null, appointmentTime: null, willCall: true }, 20, TZ),
    ).toEqual({
      pickupTime: null,
      dropoffTime: null,
      appointmentTime: null,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 240 }),
        (h, m, travel) => {
          const clock = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const t = legTimes(
            { tripDate: '2026-11-30', pickupTime: clock, appointmentTime: null, willCall: false },
            travel,
            TZ,
          );
          expect(Date.parse(t.dropoffTime!)).toBeGreaterThan(Date.parse(t.pickupTime!));
        },
      ),
    );
  });
});

describe('what a later manifest does', () => {
  it('lists each field that changed, and nothing for the same leg', () => {
    expect(legChanges(job(), values)).toEqual([]);
    expect(legChanges(job({ escortCount: 1, pickupTime: '2026-11-30T14:00:00.000Z' }), values)).toEqual([
      { field: 'pickupTime', label: 'Pickup time', from: '2026-11-30T14:00:00.000Z', to: values.pickupTime },
      { field: 'escortCount', label: 'Escorts', from: '1', to: '0' },
    ]);
    // A will-call return that "rider ready" gave a time is not changed back.
    const called = job({ willCall: true, pickupTime: '2026-11-30T19:00:00.000Z' });
    expect(legChanges(called, { ...values, willCall: true, pickupTime: null })).toEqual([]);
  });

  it('makes a new trip, changes a pending one, holds a change to an assigned one, and leaves a finished one', () => {
    expect(decideRow({ cancelled: false }, values, null)).toMatchObject({ outcome: 'new', held: false });
    expect(decideRow({ cancelled: true }, values, null)).toMatchObject({
      outcome: 'unchanged',
      notice: expect.any(String),
    });
    expect(decideRow({ cancelled: false }, { ...values, escortCount: 2 }, job())).toMatchObject({
      outcome: 'update',
      held: false,
    });
    expect(
      decideRow({ cancelled: false }, { ...values, escortCount: 2 }, job({ assignedDriverId: 'd1' })),
    ).toMatchObject({
      outcome: 'update',
      held: true,
    });
    expect(
      decideRow({ cancelled: true }, values, job({ status: 'in_progress', assignedDriverId: 'd1' })),
    ).toMatchObject({
      outcome: 'cancel',
      held: true,
    });
    expect(decideRow({ cancelled: true }, values, job({ status: 'completed' }))).toMatchObject({
      outcome: 'unchanged',
    });
    expect(decideRow({ cancelled: true }, values, job({ status: 'cancelled' }))).toMatchObject({
      outcome: 'unchanged',
    });
    expect(decideRow({ cancelled: false }, values, job())).toMatchObject({ outcome: 'unchanged', notice: null });
  });
});
