/**
 * A day on the board for the board's component tests: legs and lanes as GET /api/dispatch/day answers them, with
 * only what a test cares about given. Not shipped: only tests import it.
 */
import { vi } from 'vitest';
import type { DispatchDay, DispatchLane, DispatchLeg } from '@domain/dispatch';
import { DEFAULT_POLICIES } from '@domain/policies';
import { queryKeys } from '@/lib/query-keys';
import { listedJob } from '@/testing/job';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { DispatchPage } from '../pages/dispatch-page';

export const DAY = '2031-03-12';
let n = 0;

/** A leg at a clock time in UTC ("14:20" is 10:20 AM in Philadelphia on the day, EDT). */
export function boardLeg(patientName: string, clock: string | null, overrides: Partial<DispatchLeg> = {}): DispatchLeg {
  n += 1;
  const pickupTime = clock === null ? null : `${DAY}T${clock}:00.000Z`;
  return {
    ...listedJob({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      patientName,
      patientPhone: '(215) 555-0100',
      pickupAddress: `${n} Spruce St, Philadelphia, PA 19107`,
      dropoffAddress: '51 N 39th St, Media, PA 19063',
      pickupTime,
      dropoffTime: pickupTime === null ? null : new Date(Date.parse(pickupTime) + 40 * 60_000).toISOString(),
      createdAt: '2031-03-01T12:00:00.000Z',
      updatedAt: '2031-03-01T12:00:00.000Z',
    }),
    timing: null,
    pickupLocation: null,
    needsDriver: overrides.assignedDriverId ? false : true,
    strandedReasons: [],
    ...overrides,
  };
}

export function boardLane(
  driverId: string,
  fullName: string,
  legs: (lane: { driverId: string; fullName: string }) => DispatchLeg[] = () => [],
): DispatchLane {
  return {
    driverId,
    fullName,
    status: 'approved',
    vehicle: {
      id: driverId.replace(/^./, 'a'),
      number: `VAN-${fullName.slice(0, 1)}`,
      ambulatorySeats: 6,
      wheelchairPositions: 2,
      stretcherPositions: 0,
    },
    legs: legs({ driverId, fullName }),
    inspection: null,
    shift: null,
    timeOff: false,
    clock: null,
  };
}

/** A leg of a lane's driver. */
export const held = (
  lane: { driverId: string; fullName: string },
  patientName: string,
  clock: string,
  overrides: Partial<DispatchLeg> = {},
) =>
  boardLeg(patientName, clock, {
    assignedDriverId: lane.driverId,
    assignedDriverName: lane.fullName,
    needsDriver: false,
    ...overrides,
  });

/** The day as GET /api/dispatch/day answers it: a stranded leg is in its driver's lane as well, so a test gives it in both. */
export function boardDay({
  lanes = [],
  unassigned = [],
  stranded = [],
  willCallWaiting = [],
}: {
  lanes?: DispatchLane[];
  unassigned?: DispatchLeg[];
  stranded?: DispatchLeg[];
  willCallWaiting?: DispatchLeg[];
}): DispatchDay {
  return {
    date: DAY,
    now: `${DAY}T11:00:00.000Z`,
    lanes,
    unassigned,
    stranded,
    queue: {
      unassigned: unassigned.length,
      stranded: stranded.length,
      needsDriver: unassigned.length + stranded.length,
    },
    willCallWaiting,
  };
}

/** The wide board (lanes on a time axis) or the phone's (lanes as cards). */
export function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width: 1024px') ? wide : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

export const showBoard = (day: DispatchDay, cached: ReadonlyArray<readonly [readonly unknown[], unknown]> = []) =>
  renderWithProviders(<DispatchPage />, {
    user: sessionUser('admin'),
    path: `/dispatch?date=${DAY}`,
    cached: [[queryKeys.jobs.day(DAY), day], [queryKeys.policies(), DEFAULT_POLICIES], ...cached],
  });
