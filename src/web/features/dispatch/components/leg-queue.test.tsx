import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DispatchLeg } from '@domain/dispatch';
import type { Job } from '@domain/job';
import { ApiError, api } from '@/lib/api-client';
import { boardDay, boardLeg, DAY, screenWidth, showBoard } from './board-fixtures';

/**
 * The board's queue column (docs/decisions/051-day-board.md): a dense line a leg with its time, rider, level, town
 * and flags, filtered by late, level and time of day; and the waiting will-calls with "Rider ready" and Cancel.
 */
afterEach(() => vi.restoreAllMocks());

// UTC clocks on a March day in Philadelphia (EDT): 12:00 is 8 AM, 17:30 is 1:30 PM, 22:00 is 6 PM.
const queue = (): DispatchLeg[] => [
  boardLeg('Ada Brown', '12:00', { timing: 'late' }),
  boardLeg('Ben Cruz', '12:30', { levelOfService: 'wheelchair', escortCount: 1 }),
  boardLeg('Cy Dunn', '17:30', { levelOfService: 'wheelchair', timing: 'at_risk' }),
  ...Array.from({ length: 26 }, (_, i) =>
    boardLeg(
      `Rider ${String(i + 1).padStart(2, '0')}`,
      `${String(14 + (i % 8)).padStart(2, '0')}:${i % 2 ? '15' : '45'}`,
    ),
  ),
  boardLeg('Dee Ekwe', '22:00', { levelOfService: 'stretcher', leg: 'return' }),
];
const unassignedList = () => screen.getByRole('list', { name: 'Unassigned' });
const names = () =>
  within(unassignedList())
    .getAllByRole('button')
    .map(
      (b) =>
        b
          .getAttribute('aria-label')!
          .replace(/^\S+ \S+ /, '')
          .split(',')[0],
    );

describe('the dense queue', () => {
  it('lists each leg on one line with its time, rider, level, town and flags', async () => {
    screenWidth(true);
    showBoard(boardDay({ unassigned: queue() }));
    const lines = await within(await screen.findByRole('list', { name: 'Unassigned' })).findAllByRole('button');
    expect(lines).toHaveLength(30);
    expect(lines[0]!.textContent).toBe('8:00 AMAda BrownAmbPhiladelphiaLate');
    expect(lines[1]!.textContent).toBe('8:30 AMBen CruzWC+1Philadelphia');
    expect(lines.at(-1)!.textContent).toBe('6:00 PMDee EkweStrPhiladelphiaReturn');
    // One line each, not a card: no street repeated under every leg.
    expect(
      lines.every((line) => line.querySelector('[data-leg-line]') !== null && !line.textContent!.includes('Spruce St')),
    ).toBe(true);
  });

  it("marks the rider's answer to a text: Confirmed, or Cancelled by text, on the line and in its name", async () => {
    screenWidth(true);
    showBoard(
      boardDay({
        unassigned: [
          boardLeg('Ada Brown', '12:00', { riderConfirmedAt: '2027-03-09T23:10:00.000Z' }),
          boardLeg('Ben Cruz', '12:30', { status: 'cancelled', cancelledByText: true }),
          boardLeg('Cy Dunn', '13:00'),
        ],
      }),
    );
    const lines = await within(await screen.findByRole('list', { name: 'Unassigned' })).findAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual([
      '8:00 AMAda BrownAmbPhiladelphiaConfirmed',
      '8:30 AMBen CruzAmbPhiladelphiaCancelled by text',
      '9:00 AMCy DunnAmbPhiladelphia',
    ]);
    expect(lines[0]!.getAttribute('aria-label')).toContain(', Confirmed');
    expect(lines[1]!.getAttribute('aria-label')).toContain(', Cancelled by text');
  });

  it('filters by late, level and time of day, says how many are shown, and clears', async () => {
    screenWidth(true);
    const { user } = showBoard(boardDay({ unassigned: queue() }));
    await screen.findByRole('list', { name: 'Unassigned' });
    await user.click(screen.getByLabelText('Late or at risk'));
    expect(names()).toEqual(['Ada Brown', 'Cy Dunn']);
    expect(screen.getByRole('heading', { name: /^Unassigned/ }).textContent).toContain('2 of 30 shown');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Wheelchair');
    expect(names()).toEqual(['Cy Dunn']);
    await user.click(screen.getByLabelText('Late or at risk'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'Morning (before noon)');
    expect(names()).toEqual(['Ben Cruz']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Stretcher');
    expect(screen.getByText('No leg matches the filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toHaveLength(30);
  });
});

describe('the will-call returns waiting', () => {
  /** What the server answers for the leg: the job, with the fields the board leaves out. */
  const jobOf = (leg: DispatchLeg, overrides: Partial<Job>): Job => ({
    ...leg,
    pickupPlace: null,
    dropoffPlace: null,
    returnJobId: null,
    serviceDate: null,
    riderReadyAt: null,
    arrivalLocation: null,
    cancelRequestedBy: null,
    cancelNote: null,
    payerId: null,
    authorizationId: null,
    ...overrides,
  });
  const waiting = () =>
    boardLeg('Dorothy Hayes', null, {
      leg: 'return',
      willCall: true,
      returnOfJobId: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
    });

  it('calls the rider ready from the list, and shows the server’s reason when it refuses', async () => {
    screenWidth(true);
    const leg = waiting();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError(409, 'Conflict', {
          message: 'The rider has not been picked up for the way there yet, so the return cannot be scheduled',
        }),
      )
      .mockResolvedValueOnce(jobOf(leg, { pickupTime: `${DAY}T18:30:00.000Z` }));
    vi.spyOn(api, 'get').mockResolvedValue(boardDay({ willCallWaiting: [leg] }));
    const { user } = showBoard(boardDay({ willCallWaiting: [leg] }));
    const list = await screen.findByRole('list', { name: 'Will-call returns waiting' });
    await user.click(within(list).getByRole('button', { name: 'Rider ready: Dorothy Hayes' }));
    expect(
      await screen.findByText(
        'The rider has not been picked up for the way there yet, so the return cannot be scheduled',
      ),
    ).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Rider ready: Dorothy Hayes' }));
    expect(await screen.findByText('Return scheduled')).toBeTruthy();
    expect(screen.getByText('Pickup at 2:30 PM.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/jobs/{id}/rider-ready', { path: { id: leg.id }, body: {} });
  });

  it('cancels a waiting return from the list', async () => {
    screenWidth(true);
    const leg = waiting();
    const post = vi.spyOn(api, 'post').mockResolvedValue(jobOf(leg, { status: 'cancelled' }));
    vi.spyOn(api, 'get').mockResolvedValue(boardDay({}));
    const { user } = showBoard(boardDay({ willCallWaiting: [leg] }));
    const list = await screen.findByRole('list', { name: 'Will-call returns waiting' });
    await user.click(within(list).getByRole('button', { name: "Cancel Dorothy Hayes's leg" }));
    const panel = await screen.findByRole('dialog', { name: 'Dorothy Hayes' });
    await user.selectOptions(within(panel).getByLabelText('Reason'), 'Rider cancelled');
    await user.selectOptions(within(panel).getByLabelText('Who asked'), 'A caregiver or family member');
    await user.click(within(panel).getByRole('button', { name: 'Cancel leg' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/jobs/{id}/cancel', {
        path: { id: leg.id },
        body: {
          reason: 'rider',
          requestedBy: 'caregiver',
          note: null,
          cancelReturn: false,
        },
      }),
    );
    expect(await screen.findByText('Leg cancelled')).toBeTruthy();
  });
});
