import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AssignmentFacts } from './assignment';
import { requiredCredentials } from './credential';
import { needsDriver, strandedReasonText, strandedReasons } from './dispatch';
import { JOB_STATUSES } from './statuses';

/** Legs whose driver can no longer take them (docs/decisions/051-day-board.md, amended 2026-11-27). */
const DAY = '2026-12-01';
const DRIVER = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function facts(overrides: Partial<AssignmentFacts> = {}): AssignmentFacts {
  return {
    job: {
      id: 'leg',
      levelOfService: 'ambulatory',
      escortCount: 0,
      pickupTime: new Date(`${DAY}T10:00:00Z`),
      dropoffTime: new Date(`${DAY}T10:40:00Z`),
      pickup: null,
      dropoff: null,
    },
    jobDay: DAY,
    driverStatus: 'approved',
    vehicle: {
      status: 'active',
      ambulatorySeats: 4,
      wheelchairPositions: 1,
      stretcherPositions: 0,
      liftOrRamp: 'ramp',
      documents: (['registration', 'insurance', 'inspection', 'lift_ramp_inspection'] as const).map((kind) => ({
        kind,
        expiresOn: '2027-12-01',
      })),
    },
    credentials: requiredCredentials('wheelchair').map((kind) => ({
      kind,
      issuedOn: '2025-01-01',
      expiresOn: '2027-12-01',
      verifiedAt: '2025-01-02T00:00:00Z',
    })),
    otherJobs: [],
    ...overrides,
  };
}
const held = (status: (typeof JOB_STATUSES)[number] = 'accepted') => ({ status, assignedDriverId: DRIVER });

describe('strandedReasons', () => {
  it('is empty for a driver who can still take the leg', () => {
    expect(strandedReasons(held(), facts())).toEqual([]);
  });

  it('names what the safe-assignment rules refuse now, in their own codes', () => {
    expect(strandedReasons(held(), facts({ vehicle: { ...facts().vehicle!, status: 'out_of_service' } }))).toEqual([
      'vehicle_out_of_service',
    ]);
    expect(strandedReasons(held(), facts({ vehicle: null }))).toEqual(['no_vehicle']);
    expect(strandedReasons(held('pending'), facts({ driverStatus: 'suspended' }))).toEqual(['driver_status']);
    expect(strandedReasons(held(), facts({ driverStatus: 'inactive' }))).toEqual(['driver_status']);
    const lapsed = facts().credentials.map((c) =>
      c.kind === 'drivers_license' ? { ...c, expiresOn: '2026-11-30' } : c,
    );
    expect(strandedReasons(held(), facts({ credentials: lapsed }))).toEqual(['credential_expired:drivers_license']);
  });

  it('puts the driver declining first, then anything else that stands in the way', () => {
    expect(strandedReasons(held('declined'), facts())).toEqual(['declined']);
    expect(strandedReasons(held('declined'), facts({ driverStatus: 'suspended' }))).toEqual([
      'declined',
      'driver_status',
    ]);
  });

  it('reads a driver record that is gone as the rules read an unknown driver', () => {
    expect(strandedReasons(held(), null)).toEqual(['driver_status']);
  });

  it('never marks a leg nobody holds, one under way, or one that is over', () => {
    fc.assert(
      fc.property(fc.constantFrom(...JOB_STATUSES), (status) => {
        const broken = facts({ driverStatus: 'suspended' });
        expect(strandedReasons({ status, assignedDriverId: null }, broken)).toEqual([]);
        if (!['pending', 'accepted', 'declined'].includes(status))
          expect(strandedReasons(held(status), broken)).toEqual([]);
      }),
    );
  });
});

describe('needsDriver', () => {
  it('is true for a leg nobody holds or one its driver can no longer take, and never for a settled one', () => {
    expect(needsDriver({ status: 'pending', assignedDriverId: null }, [])).toBe(true);
    expect(needsDriver(held(), ['vehicle_out_of_service'])).toBe(true);
    expect(needsDriver(held(), [])).toBe(false);
    for (const status of ['completed', 'cancelled', 'no_show'] as const)
      expect(needsDriver({ status, assignedDriverId: null }, [])).toBe(false);
  });
});

describe('strandedReasonText', () => {
  it('says a declined leg in words and every other code as the assignment picker does', () => {
    expect(strandedReasonText('declined')).toBe('Driver declined this leg');
    expect(strandedReasonText('vehicle_out_of_service')).toBe('Vehicle is out of service');
    expect(strandedReasonText('credential_expired:pass')).toMatch(/expired/);
  });
});
