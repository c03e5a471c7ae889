import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { boardDay, boardLane, held, screenWidth, showBoard } from './board-fixtures';

/**
 * The wide board's lanes (docs/decisions/051-day-board.md): each leg shows its time whole and its rider, and legs of a
 * lane that overlap in time are said to overlap, not only drawn on rows below each other.
 */
const OMAR = '3f1c9a6e-7b2d-4c1e-9a5f-0d8e7c6b5a41';
const HANA = '9b2d4e6f-1a3c-4e5d-8f7a-6b5c4d3e2f10';

afterEach(() => vi.restoreAllMocks());

const day = () =>
  boardDay({
    lanes: [
      // 10:20–11:00 and 10:40–11:20 AM overlap; 1:00 PM does not.
      boardLane(OMAR, 'Omar Ortiz', (lane) => [
        held(lane, 'Ruth Feldman', '14:20'),
        held(lane, 'Tess Abara', '14:40'),
        held(lane, 'Uma Patel', '17:00'),
      ]),
      boardLane(HANA, 'Hana Hill', (lane) => [held(lane, 'Sam Okafor', '14:20'), held(lane, 'Vic Moreno', '15:00')]),
    ],
  });
const laneOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the lanes on the time axis', () => {
  it('shows each leg’s whole time over its rider’s name, drawn wide enough to hold it', async () => {
    screenWidth(true);
    showBoard(day());
    await screen.findByRole('heading', { name: 'Omar Ortiz' });
    const omar = laneOf('Omar Ortiz');
    const ruth = within(omar).getByRole('button', { name: /Ruth Feldman/ });
    expect(ruth.textContent).toBe('10:20 AMRuth Feldman');
    expect(within(ruth).getByText('10:20 AM').className).toContain('whitespace-nowrap');
    // 45 minutes of the axis at 7rem an hour: 5.25rem, room for "10:20 AM" in full.
    const drawn = ruth.closest('li')!.style.width;
    const axisHours =
      screen
        .getByRole('region', { name: 'Drivers’ lanes by time of day' })
        .querySelectorAll('[aria-hidden="true"] > span').length - 1;
    expect((parseFloat(drawn) / 100) * axisHours * 7).toBeGreaterThanOrEqual(5.25 - 1e-9);
  });

  it('flags the lane and the legs that overlap in time, and no other', async () => {
    screenWidth(true);
    showBoard(day());
    await screen.findByRole('heading', { name: 'Omar Ortiz' });
    const omar = laneOf('Omar Ortiz');
    expect(within(omar).getByText('2 legs overlap in time')).toBeTruthy();
    expect(
      within(omar)
        .getAllByRole('button', { name: /Overlaps$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([expect.stringMatching(/Ruth Feldman/), expect.stringMatching(/Tess Abara/)]);
    expect(
      within(omar)
        .getByRole('button', { name: /Uma Patel/ })
        .getAttribute('aria-label'),
    ).not.toMatch(/Overlaps/);
    expect(within(laneOf('Hana Hill')).queryByText(/overlap/)).toBeNull();
  });

  it('flags overlapping legs on a phone’s lane too', async () => {
    screenWidth(false);
    showBoard(day());
    await screen.findByRole('heading', { name: 'Omar Ortiz' });
    const omar = laneOf('Omar Ortiz');
    expect(within(omar).getByText('2 legs overlap in time')).toBeTruthy();
    expect(within(omar).getAllByText('Overlaps')).toHaveLength(2);
  });
});
