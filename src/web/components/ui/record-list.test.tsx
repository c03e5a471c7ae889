import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { RecordList } from './record-list';

interface Van {
  id: string;
  number: string;
  seats: number;
}
const vans: Van[] = [
  { id: 'a1', number: 'VAN-7', seats: 4 },
  { id: 'b2', number: 'VAN-12', seats: 11 },
];

const list = (
  <RecordList
    label="Fleet"
    records={vans}
    name={{ label: 'Number', href: (v) => `/vehicles/${v.id}`, text: (v) => v.number, mono: true }}
    columns={[{ label: 'Seats', cell: (v) => v.seats, numeric: true }]}
    card={(v) => ({
      details: <p>{`${v.seats} seats`}</p>,
      badge: <span>Active</span>,
      footer: <p>{`Footer of ${v.number}`}</p>,
    })}
  />
);

describe('a staff list', () => {
  it('is a table whose rows are named by the record, linked to its page, with amounts right-aligned', () => {
    renderWithProviders(list);
    const table = screen.getByRole('table', { name: 'Fleet' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Seats']);
    const row = within(table).getByRole('row', { name: /VAN-12/ });
    const name = within(row).getByRole('rowheader');
    expect(within(name).getByRole('link', { name: 'VAN-12' }).getAttribute('href')).toBe('/vehicles/b2');
    expect(within(name).getByRole('link').classList.contains('font-mono')).toBe(true);
    const seats = within(row).getByRole('cell');
    expect(seats.textContent).toBe('11');
    expect([...seats.classList]).toEqual(expect.arrayContaining(['text-right', 'tabular-nums']));
    expect([...screen.getByRole('region', { name: 'Fleet table' }).classList]).toEqual(
      expect.arrayContaining(['hidden', 'lg:block']),
    );
  });

  it("is one card per record on a phone, with the record's link, its details, badge and footer", () => {
    renderWithProviders(list);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'VAN-7' }).getAttribute('href')).toBe('/vehicles/a1');
    expect(first.textContent).toContain('4 seats');
    expect(first.textContent).toContain('Active');
    expect(first.textContent).toContain('Footer of VAN-7');
    expect(first.closest('ul')?.classList.contains('lg:hidden')).toBe(true);
  });
});
