import { describe, expect, it } from 'vitest';
import type { DispatchLeg } from '@domain/dispatch';
import {
  boundsOf,
  driverFeatures,
  initials,
  legsInView,
  legsWithIds,
  minutesAgo,
  PICKUP_CLUSTERS,
  pickupFeatures,
  pickupState,
  samePlace,
  STALE_MINUTES,
} from './map-features';

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

describe('clustering the pickups and finding their legs', () => {
  it('gives every leg its own dot, even when many share one place, so a cluster counts them all', () => {
    // Addresses placed at a ZIP's centre: 302 legs at three places are 302 dots, never three.
    const places = [
      { lat: 39.95, lng: -75.16 },
      { lat: 40.0, lng: -75.2 },
      { lat: 39.9, lng: -75.1 },
    ];
    const legs = Array.from({ length: 302 }, (_, i) => leg({ pickupLocation: places[i % 3]! }));
    const { features } = pickupFeatures(legs);
    expect(features).toHaveLength(302);
    expect(new Set(features.map((f) => f.properties.id)).size).toBe(302);
    expect(PICKUP_CLUSTERS.cluster).toBe(true);
    // What the cluster sums must be on every dot.
    expect(features.every((f) => typeof f.properties.state === 'string')).toBe(true);
  });

  it('tells a cluster that zooming cannot split (one place) from one that it can', () => {
    expect(
      samePlace([
        [-75.16, 39.95],
        [-75.16, 39.95],
        [-75.16, 39.95],
      ]),
    ).toBe(true);
    expect(
      samePlace([
        [-75.16, 39.95],
        [-75.17, 39.95],
      ]),
    ).toBe(false);
    expect(samePlace([])).toBe(false);
  });

  it("finds a cluster's legs by id in pickup order, dropping ids no longer on the board", () => {
    const late = leg({ patientName: 'Bea', pickupTime: '2026-11-25T15:00:00.000Z' });
    const early = leg({ patientName: 'Ada', pickupTime: '2026-11-25T13:00:00.000Z' });
    const willCall = leg({ patientName: 'Cy', pickupTime: null });
    expect(
      legsWithIds([late, early, willCall], [willCall.id, late.id, 'gone', early.id, late.id]).map((l) => l.patientName),
    ).toEqual(['Ada', 'Bea', 'Cy']);
  });

  it('lists the placed legs inside the view, all of them before the map has one', () => {
    const inside = leg({
      patientName: 'In',
      pickupTime: '2026-11-25T14:00:00.000Z',
      pickupLocation: { lat: 39.95, lng: -75.16 },
    });
    const outside = leg({
      patientName: 'Out',
      pickupTime: '2026-11-25T13:00:00.000Z',
      pickupLocation: { lat: 41, lng: -77 },
    });
    const unplaced = leg({ patientName: 'Nowhere', pickupLocation: null });
    const view: [[number, number], [number, number]] = [
      [-75.5, 39.5],
      [-74.9, 40.2],
    ];
    expect(legsInView([inside, outside, unplaced], view).map((l) => l.patientName)).toEqual(['In']);
    expect(legsInView([inside, outside, unplaced], null).map((l) => l.patientName)).toEqual(['Out', 'In']);
  });
});

describe("the drivers' dots", () => {
  it('places each driver at longitude then latitude with initials, name and age, and fades an old fix', () => {
    const now = Date.parse('2026-11-25T14:30:00.000Z');
    const fix = (fullName: string, minutes: number) => ({
      driverId: crypto.randomUUID(),
      fullName,
      lat: 39.95,
      lng: -75.16,
      accuracyMeters: null,
      recordedAt: new Date(now - minutes * 60_000).toISOString(),
      jobId: null,
    });
    const [fresh, old] = driverFeatures(
      [fix('Amos Archer', 3), fix('Bo Baker', STALE_MINUTES + 1)],
      now,
      (m) => `${m} min ago`,
    );
    expect(fresh!.geometry.coordinates).toEqual([-75.16, 39.95]);
    expect(fresh!.properties).toMatchObject({ initials: 'AA', label: 'Amos Archer\n3 min ago', stale: false });
    expect(old!.properties).toMatchObject({ initials: 'BB', stale: true });
  });
});
