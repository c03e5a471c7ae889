import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { PayStatement } from '@domain/pay-statement';
import { payCopy } from '@/content/pay';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { payKeys } from '../api/pay-keys';
import { issueCopy } from '../content';
import { PayStatementPage } from './pay-statement-page';

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const statement: PayStatement = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42',
  number: 'PAY-000042',
  driverId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  driverName: 'Ruth Adler',
  periodFrom: '2026-11-23',
  periodTo: '2026-11-29',
  status: 'draft',
  total: '83.75',
  dueOn: '2026-12-15',
  issuedAt: null,
  paidOn: null,
  voidedAt: null,
  createdAt: '2026-11-30T14:00:00.000Z',
  linesTotal: '83.75',
  adjustmentsTotal: '0.00',
  lines: [],
  adjustments: [],
};

const show = (s: PayStatement = statement) =>
  renderWithProviders(
    <Route path="/pay/:id">
      <PayStatementPage />
    </Route>,
    { user: sessionUser('admin'), path: `/pay/${s.id}`, cached: [[payKeys.detail(s.id), s]] },
  );
const posts = () => network.requests.filter((request) => request.method === 'POST');
// The page's own button, not a dialog's of the same name. Behind an open dialog the page is hidden from assistive
// technology, but its buttons are still there.
const pageButton = (name: string) => {
  const [button, ...more] = screen
    .getAllByRole('button', { name, hidden: true })
    .filter((candidate) => !candidate.closest('[role="dialog"]'));
  expect(more).toEqual([]);
  return button!;
};
const actions = [payCopy.actions.issue, payCopy.adjustments.add, payCopy.actions.void];

describe('the pay statement page', () => {
  it("lists each trip's rider and trip, every day in one form, due on the statement's day", async () => {
    show({
      ...statement,
      lines: [
        {
          id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
          jobId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
          riderName: 'Harold Finch',
          leg: 'return',
          pickupTime: '2026-11-24T19:30:00.000Z',
          description: 'Trip · Wheelchair · 51 N 39th St to 1200 Spruce St',
          serviceDate: '2026-11-24',
          completedOn: '2026-11-24',
          dueOn: '2026-12-15',
          amount: '83.75',
        },
      ],
    });
    await screen.findByText(statement.number, { exact: false });
    // The table (desk) and the cards (phone) both name the rider and the trip.
    expect(screen.getAllByText('Harold Finch').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Way back · Nov 24, 2:30 PM ET').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Trip · Wheelchair · 51 N 39th St to 1200 Spruce St').length).toBeGreaterThan(0);
    const page = document.body.textContent ?? '';
    expect(page).toContain('Nov 23, 2026 to Nov 29, 2026');
    expect(page).toContain('Dec 15, 2026');
    expect(page).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    // On a phone the trips are cards, not a table wider than the screen.
    const cards = screen.getByRole('list', { name: payCopy.lines.heading });
    expect(within(cards).getByText('Harold Finch')).toBeTruthy();
    expect(screen.getByRole('table', { hidden: true }).closest('.hidden')).not.toBeNull();
  });

  it('asks before issuing, and sends nothing when the administrator cancels', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: payCopy.actions.issue }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue PAY-000042 to Ruth Adler?' });
    expect(dialog.textContent).toContain(issueCopy.description);
    await user.click(within(dialog).getByRole('button', { name: issueCopy.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);
  });

  it('issues once confirmed, and every action waits while the change is on its way', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: payCopy.actions.issue }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue PAY-000042 to Ruth Adler?' });
    await user.click(within(dialog).getByRole('button', { name: issueCopy.confirm }));
    await network.waitForRequest(
      (request) => request.method === 'POST' && request.path === `/api/pay-statements/${statement.id}/issue`,
    );
    expect(await within(dialog).findByRole('button', { name: payCopy.actions.issuing })).toHaveProperty(
      'disabled',
      true,
    );
    for (const name of actions) expect(pageButton(name)).toHaveProperty('disabled', true);
  });

  it('disables every action while an adjustment is being added', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: payCopy.adjustments.add }));
    const dialog = await screen.findByRole('dialog', { name: payCopy.adjustmentForm.title });
    await user.type(within(dialog).getByLabelText(payCopy.adjustmentForm.descriptionLabel), 'Turnpike toll repaid');
    await user.type(within(dialog).getByLabelText(payCopy.adjustmentForm.amount), '6.40');
    await user.click(within(dialog).getByRole('button', { name: payCopy.adjustmentForm.submit }));
    await network.waitForRequest((request) => request.method === 'POST' && request.path.endsWith('/adjustments'));
    await waitFor(() => expect(pageButton(payCopy.actions.issue)).toHaveProperty('disabled', true));
    for (const name of actions) expect(pageButton(name)).toHaveProperty('disabled', true);

    // The answer is lost: the actions are offered again.
    network.dropHeld();
    await waitFor(() => expect(pageButton(payCopy.actions.issue)).toHaveProperty('disabled', false));
    for (const name of actions) expect(pageButton(name)).toHaveProperty('disabled', false);
  });

  it('disables "Mark paid" and "Void" of an issued statement while it is being marked paid', async () => {
    const { user } = show({ ...statement, status: 'issued', issuedAt: '2026-11-30T15:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: payCopy.actions.markPaid }));
    const dialog = await screen.findByRole('dialog', { name: payCopy.paidForm.title });
    await user.click(within(dialog).getByRole('button', { name: payCopy.paidForm.submit }));
    await network.waitForRequest((request) => request.method === 'POST' && request.path.endsWith('/paid'));
    await waitFor(() => expect(pageButton(payCopy.actions.markPaid)).toHaveProperty('disabled', true));
    for (const name of [payCopy.adjustments.add, payCopy.actions.void])
      expect(pageButton(name)).toHaveProperty('disabled', true);
  });
});
