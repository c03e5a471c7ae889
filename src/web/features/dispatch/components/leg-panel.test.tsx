import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Job } from '@domain/job';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { boardDay, boardLane, boardLeg, DAY, held, screenWidth, showBoard } from './board-fixtures';

/**
 * A leg's panel on the day board (docs/decisions/051-day-board.md): a click on a leg (in a lane, on a phone's card or
 * in the queue) or Enter on it opens the rider, the level, both places, the notes, the times, the payer, the status and
 * the driver, with the leg's actions. The day and the job are given as already read; what the panel sends is spied on.
 */
const OMAR = '3f1c9a6e-7b2d-4c1e-9a5f-0d8e7c6b5a41';
const PAYER = '5c2b8e1a-3d4f-4a6b-9c8d-7e6f5a4b3c21';
const RETURN = '6d3c9f2b-4e5a-4b7c-8d9e-0f1a2b3c4d5e';

const omar = boardLane(OMAR, 'Omar Ortiz', (lane) => [
  held(lane, 'Ruth Feldman', '14:20', {
    levelOfService: 'wheelchair',
    rideNotes: 'Ring twice; oxygen tank',
    appointmentTime: `${DAY}T15:00:00.000Z`,
    status: 'accepted',
  }),
]);
const ruth = omar.legs[0]!;
const queued = boardLeg('Sam Okafor', '13:00');
const job = (leg: typeof ruth, overrides: Partial<Job> = {}): Job => ({
  ...leg,
  pickupPlace: null,
  dropoffPlace: null,
  returnJobId: RETURN,
  serviceDate: null,
  riderReadyAt: null,
  arrivalLocation: null,
  cancelRequestedBy: null,
  cancelNote: null,
  payerId: PAYER,
  authorizationId: null,
  ...overrides,
});
const cached = [
  [queryKeys.jobs.detail(ruth.id), job(ruth)],
  [queryKeys.jobs.detail(queued.id), job(queued, { payerId: null, returnJobId: null })],
  [queryKeys.payers.choices(), [{ id: PAYER, name: 'Keystone Medicaid' }]],
] as const;

afterEach(() => vi.restoreAllMocks());

describe('a leg’s panel on the day board', () => {
  it('opens from a click on a lane’s leg with everything about it, and a link to its job', async () => {
    screenWidth(true);
    const { user } = showBoard(boardDay({ lanes: [omar], unassigned: [queued] }), cached);
    await user.click(await screen.findByRole('button', { name: /^10:20 AM Ruth Feldman/ }));
    const panel = await screen.findByRole('dialog', { name: 'Ruth Feldman' });
    const detail = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(detail('Level of service')).toContain('Wheelchair');
    expect(detail('Pickup')).toBe(ruth.pickupAddress);
    expect(detail('Drop-off')).toBe('51 N 39th St, Media, PA 19063');
    expect(detail('Notes')).toBe('Ring twice; oxygen tank');
    expect(detail('Pickup time')).toMatch(/10:20 AM ET/);
    expect(detail('Appointment')).toMatch(/11:00 AM ET/);
    expect(detail('Payer')).toBe('Keystone Medicaid');
    expect(detail('Driver')).toBe('Omar Ortiz');
    expect(detail('Status')).toMatch(/^accepted$/i);
    expect(within(panel).getByRole('link', { name: 'Open job' }).getAttribute('href')).toBe(
      `/jobs?date=${DAY}&job=${ruth.id}`,
    );
    // Focus stays inside while it is open: the dialog holds it.
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('opens from Enter on a queue line, as a button does', async () => {
    screenWidth(true);
    showBoard(boardDay({ lanes: [omar], unassigned: [queued] }), cached);
    const line = await within(screen.getByRole('list', { name: 'Unassigned' })).findByRole('button', {
      name: /Sam Okafor/,
    });
    line.focus();
    fireEvent.keyDown(line, { key: 'Enter', code: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: 'Sam Okafor' });
    expect(within(panel).getByText('Payer').nextElementSibling?.textContent).toBe('Not set');
    expect(within(panel).getByText('Driver').nextElementSibling?.textContent).toBe('Nobody yet');
  });

  it('cancels the leg and its return with the server’s cancel route', async () => {
    screenWidth(false);
    const post = vi.spyOn(api, 'post').mockResolvedValue(job(ruth, { status: 'cancelled' }));
    // The board and the job are read again after the cancellation; the answers do not matter here.
    vi.spyOn(api, 'get').mockImplementation(async (url: string) =>
      url.startsWith('/api/dispatch/day') ? boardDay({ lanes: [omar] }) : job(ruth, { status: 'cancelled' }),
    );
    const { user } = showBoard(boardDay({ lanes: [omar] }), cached);
    await user.click(await screen.findByRole('button', { name: /^10:20 AM Ruth Feldman/ }));
    const panel = await screen.findByRole('dialog', { name: 'Ruth Feldman' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel leg' }));
    await user.selectOptions(within(panel).getByLabelText('Reason'), 'Rider cancelled');
    await user.selectOptions(within(panel).getByLabelText('Who asked'), 'The rider');
    expect((within(panel).getByLabelText('Also cancel the return trip') as HTMLInputElement).checked).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Cancel leg' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/jobs/{id}/cancel', {
        path: { id: ruth.id },
        body: {
          reason: 'rider',
          requestedBy: 'rider',
          note: null,
          cancelReturn: true,
        },
      }),
    );
    expect(await screen.findByText('Leg cancelled')).toBeTruthy();
  });

  it('opens the drivers for the leg from the panel', async () => {
    screenWidth(true);
    vi.spyOn(api, 'get').mockResolvedValue({ items: [] });
    const { user } = showBoard(boardDay({ lanes: [omar] }), cached);
    await user.click(await screen.findByRole('button', { name: /^10:20 AM Ruth Feldman/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ruth Feldman' })).getByRole('button', {
        name: 'Drivers for this leg',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Drivers for this leg' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Ruth Feldman' })).toBeNull();
  });
});
