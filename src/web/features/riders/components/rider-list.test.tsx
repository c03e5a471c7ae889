import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Page } from '@domain/page';
import type { Rider } from '@domain/rider';
import { ridersCopy } from '@/content/riders';
import { queryKeys } from '@/lib/query-keys';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { RiderList } from './rider-list';

// happy-dom lays nothing out, so the virtualizer would draw no row: here every row is in view.
vi.mock('@tanstack/react-virtual', () => import('@/testing/every-row-virtualizer'));

const rider: Rider = {
  id: '4b0e6a52-8f1d-4c3a-9e27-5d6b7c8a9f01',
  fullName: 'Mara Quill',
  dateOfBirth: '1948-03-14',
  phone: '(215) 555-0142',
  alternateContactName: null,
  alternateContactPhone: null,
  alternateContactGetsTexts: false,
  language: 'en',
  homePlace: null,
  defaultLevelOfService: 'wheelchair',
  oxygen: true,
  serviceAnimal: false,
  escortCount: 2,
  doorThroughDoor: false,
  bariatric: false,
  driverNotes: null,
  memberId: null,
  sex: 'F',
  diagnosisCodes: [],
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

const testWindow = window as unknown as Window & { happyDOM: { setViewport(viewport: { width: number }): void } };
const DEFAULT_WIDTH = window.innerWidth;
afterEach(() => testWindow.happyDOM.setViewport({ width: DEFAULT_WIDTH }));

/** The list as the search's answer left it: one page, nothing more to load (the answer is held, not fetched). */
function showList(width: number) {
  testWindow.happyDOM.setViewport({ width });
  const page: Page<Rider> = { items: [rider], nextCursor: null };
  return renderWithProviders(<RiderList q="" />, {
    user: sessionUser('admin'),
    path: '/riders',
    cached: [[queryKeys.riders.list({ q: '' }), { pages: [page], pageParams: [null] }]],
  });
}

/** The rider list draws the table at Tailwind's `md` (768 px) and wider, and only the cards below it (docs/decisions/044-riders.md). */
describe('the rider list', () => {
  it('is a table on a wide screen, and a row opens the rider', async () => {
    const { user, history } = showList(1280);
    // The caption names the table, and says how to move through it by keyboard.
    const table = await screen.findByRole('table', { name: new RegExp(`^${ridersCopy.heading}\\.`) });
    const row = within(table).getByRole('row', { name: new RegExp(rider.fullName) });
    expect(within(row).getByRole('rowheader', { name: rider.fullName })).toBeTruthy();
    expect(row.textContent).toContain('Wheelchair');
    expect(row.textContent).toContain('Oxygen');
    expect(row.textContent).toContain('2 escorts');
    expect(screen.getByText(ridersCopy.shown(1, false))).toBeTruthy();
    // No card beside the table: the rider's name is a link once, in its row.
    expect(screen.getAllByRole('link', { name: rider.fullName })).toHaveLength(1);

    // A click anywhere on the row opens the rider, as its name's link does.
    await user.click(within(row).getByText('Wheelchair'));
    expect(history.at(-1)).toBe(`/riders/${rider.id}`);
  });

  it('is one card per rider on a phone, without the table', () => {
    showList(375);
    const link = screen.getByRole('link', { name: rider.fullName });
    expect(link.getAttribute('href')).toBe(`/riders/${rider.id}`);
    const card = link.closest('li') as HTMLElement;
    expect(card.textContent).toContain('Wheelchair');
    expect(card.textContent).toContain('2 escorts');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
