import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DispatchDay, DispatchLane, DispatchLeg } from '@domain/dispatch';
import { queryKeys } from '@/lib/query-keys';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { DispatchPage } from './dispatch-page';

/**
 * The day board's legs that need another driver (docs/decisions/051-day-board.md, amended 2026-11-27): a lane whose
 * driver can no longer take its legs says so in red, each leg carries its reasons, and the queue lists and counts
 * them instead of saying every leg has a driver. The day is given as already read; the page asks nothing more.
 */
const DAY = '2031-03-12';
const OMAR = '3f1c9a6e-7b2d-4c1e-9a5f-0d8e7c6b5a41';
const HANA = '9b2d4e6f-1a3c-4e5d-8f7a-6b5c4d3e2f10';

let n = 0;
function leg(
  patientName: string,
  clock: string,
  driver: DispatchLane | null,
  strandedReasons: string[] = [],
): DispatchLeg {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    patientName,
    patientPhone: '(215) 555-0100',
    pickupAddress: `${n} Spruce St, Philadelphia, PA 19107`,
    dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
    riderId: null,
    levelOfService: 'ambulatory',
    escortCount: 0,
    rideNotes: null,
    leg: 'outbound',
    returnOfJobId: null,
    willCall: false,
    appointmentTime: null,
    standingOrderId: null,
    pickupTime: `${DAY}T${clock}:00.000Z`,
    dropoffTime: `${DAY}T${clock.slice(0, 3)}40:00.000Z`,
    jobRate: '65.00',
    status: strandedReasons.includes('declined') ? 'declined' : 'pending',
    assignedDriverId: driver?.driverId ?? null,
    assignedDriverName: driver?.fullName ?? null,
    referralId: null,
    acceptedAt: null,
    declinedAt: null,
    startedAt: null,
    completedAt: null,
    arrivedAt: null,
    pickedUpAt: null,
    noShowAt: null,
    cancelledAt: null,
    cancelReason: null,
    lateCancellation: false,
    sameDayCancellation: false,
    createdAt: '2031-03-01T12:00:00.000Z',
    updatedAt: '2031-03-01T12:00:00.000Z',
    timing: null,
    pickupLocation: null,
    needsDriver: driver === null || strandedReasons.length > 0,
    strandedReasons,
  };
}

const lane = (driverId: string, fullName: string): DispatchLane => ({
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
  legs: [],
  inspection: null,
});

function boardDay(options: { stranded: boolean }): DispatchDay {
  const omar = lane(OMAR, 'Omar Ortiz');
  const hana = lane(HANA, 'Hana Hill');
  const outOfService = options.stranded ? ['vehicle_out_of_service'] : [];
  omar.legs = [
    leg('Ruth Feldman', '13:00', omar, outOfService),
    leg('Sam Okafor', '14:00', omar, outOfService),
    leg('Tess Abara', '15:00', omar, outOfService),
  ];
  hana.legs = [leg('Uma Patel', '16:00', hana)];
  const stranded = [...omar.legs, ...hana.legs].filter((l) => l.strandedReasons.length > 0);
  return {
    date: DAY,
    now: `${DAY}T11:00:00.000Z`,
    lanes: [hana, omar],
    unassigned: [],
    stranded,
    queue: { unassigned: 0, stranded: stranded.length, needsDriver: stranded.length },
    willCallWaiting: [],
  };
}

const show = (day: DispatchDay) =>
  renderWithProviders(<DispatchPage />, {
    user: sessionUser('admin'),
    path: `/dispatch?date=${DAY}`,
    cached: [[queryKeys.jobs.day(DAY), day]],
  });
const laneNamed = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the day board: legs that need another driver', () => {
  it('puts a red banner on the lane of a van out of service, with the reason on each of its legs', async () => {
    show(boardDay({ stranded: true }));
    await screen.findByRole('heading', { name: 'Omar Ortiz' });
    const omar = laneNamed('Omar Ortiz');
    expect(within(omar).getByRole('alert').textContent).toContain('3 legs need another driver');
    expect(within(omar).getByRole('alert').textContent).toContain('Vehicle is out of service');
    // Each leg says why, in its name (and its tooltip on the wide board, its card on a phone).
    expect(within(omar).getAllByRole('button', { name: /Needs a driver: Vehicle is out of service/ })).toHaveLength(3);
    expect(
      within(laneNamed('Hana Hill'))
        .getAllByRole('button', { name: /Uma Patel/ })[0]!
        .getAttribute('aria-label'),
    ).not.toMatch(/Needs a driver/);
    expect(within(laneNamed('Hana Hill')).queryByRole('alert')).toBeNull();
  });

  it('lists and counts the stranded legs in the queue instead of saying every leg has a driver', async () => {
    show(boardDay({ stranded: true }));
    await screen.findByRole('heading', { name: 'Omar Ortiz' });
    expect(screen.queryByText('Every leg of the day has a driver.')).toBeNull();
    const needing = screen.getByRole('list', { name: 'Need another driver' });
    expect(
      within(needing)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      expect.stringMatching(/Ruth Feldman.*Vehicle is out of service/),
      expect.stringMatching(/Sam Okafor.*Vehicle is out of service/),
      expect.stringMatching(/Tess Abara.*Vehicle is out of service/),
    ]);
    expect(screen.getByRole('heading', { name: /Need another driver/ }).textContent).toContain('(3)');
  });

  it('says every leg has a driver, with no banner, when no leg is stranded', async () => {
    show(boardDay({ stranded: false }));
    expect(await screen.findByText('Every leg of the day has a driver.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Need another driver' })).toBeNull();
  });
});
