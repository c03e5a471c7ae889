import { describe, expect, it } from 'vitest';
import type { DispatchLeg } from '@domain/dispatch';
import { boundsOf, initials, minutesAgo, pickupFeatures, pickupState } from './map-features';

const leg = (overrides: Partial<DispatchLeg>): DispatchLeg =>
  ({
    id: crypto.randomUUID(),
    status: 'pending',
    assignedDriverId: null,
    timing: null,
    pickupLocation: { lat: 39.95, lng: -75.16 },
    ...overrides,
  }) as DispatchLeg;

describe("the day map's features", () => {
  it('draws late legs as late whoever has them, then unassigned, under way, assigned and finished', () => {
    const driver = crypto.randomUUID();
    expect(pickupState(leg({ timing: 'late', assignedDriverId: driver, status: 'accepted' }))).toBe('late');
    expect(pickupState(leg({}))).toBe('unassigned');
    expect(pickupState(leg({ assignedDriverId: driver, status: 'in_progress' }))).toBe('under_way');
    expect(pickupState(leg({ assignedDriverId: driver, status: 'accepted' }))).toBe('assigned');
    expect(pickupState(leg({ assignedDriverId: driver, status: 'completed' }))).toBe('done');
  });

  it('puts a pickup at longitude then latitude, and counts the legs without coordinates apart', () => {
    const { features, unplaced } = pickupFeatures([
      leg({ pickupLocation: { lat: 40.1, lng: -75.3 } }),
      leg({ pickupLocation: null }),
    ]);
    expect(features.map((f) => f.geometry.coordinates)).toEqual([[-75.3, 40.1]]);
    expect(unplaced).toBe(1);
  });

  it('bounds every point, and nothing when there is nothing', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { lat: 40, lng: -75 },
        { lat: 39.5, lng: -75.5 },
        { lat: 39.8, lng: -74.9 },
      ]),
    ).toEqual([
      [-75.5, 39.5],
      [-74.9, 40],
    ]);
  });

  it('says how old a fix is and whose it is', () => {
    expect(minutesAgo({ recordedAt: '2026-11-25T14:00:00.000Z' }, Date.parse('2026-11-25T14:07:20.000Z'))).toBe(7);
    expect(initials('Amos  Archer')).toBe('AA');
    expect(initials('Cher')).toBe('C');
  });
});
