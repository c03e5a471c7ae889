import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DispatchDay } from '@domain/dispatch';
import { boardDay, boardLane, held, showBoard } from '../components/board-fixtures';

/**
 * The day board's legs that need another driver (docs/decisions/051-day-board.md, amended 2026-11-27): a lane whose
 * driver can no longer take its legs says so in red, each leg carries its reasons, and the queue lists and counts
 * them instead of saying every leg has a driver. The day is given as already read; the page asks nothing more.
 */
const OMAR = '3f1c9a6e-7b2d-4c1e-9a5f-0d8e7c6b5a41';
const HANA = '9b2d4e6f-1a3c-4e5d-8f7a-6b5c4d3e2f10';

function day(options: { stranded: boolean }): DispatchDay {
  const outOfService = options.stranded ? ['vehicle_out_of_service'] : [];
  const needingAnother = { strandedReasons: outOfService, needsDriver: outOfService.length > 0 };
  const omar = boardLane(OMAR, 'Omar Ortiz', (lane) => [
    held(lane, 'Ruth Feldman', '13:00', needingAnother),
    held(lane, 'Sam Okafor', '14:00', needingAnother),
    held(lane, 'Tess Abara', '15:00', needingAnother),
  ]);
  const hana = boardLane(HANA, 'Hana Hill', (lane) => [held(lane, 'Uma Patel', '16:00')]);
  return boardDay({ lanes: [hana, omar], stranded: omar.legs.filter((l) => l.strandedReasons.length > 0) });
}

const laneNamed = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the day board: legs that need another driver', () => {
  it('puts a red banner on the lane of a van out of service, with the reason on each of its legs', async () => {
    showBoard(day({ stranded: true }));
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
    showBoard(day({ stranded: true }));
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
    showBoard(day({ stranded: false }));
    expect(await screen.findByText('Every leg of the day has a driver.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Need another driver' })).toBeNull();
  });
});
