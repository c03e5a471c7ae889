import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Proposal, ProposalResult } from '@domain/route-proposal';
import { dispatchCopy } from '@/content/dispatch';
import { ApiError, api, apiUrl } from '@/lib/api-client';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { boardDay, boardLane, boardLeg, DAY, held } from './board-fixtures';
import { ProposeRoutes } from './propose-routes';

/**
 * The board's "Propose routes" dialog (docs/decisions/064-route-proposals.md): the day's last proposal comes back
 * when the dialog reopens, until it is dropped; each lane shows its own driving; the most legs per driver is asked
 * for; a refusal because another proposal runs is its one sentence.
 */
afterEach(() => vi.restoreAllMocks());

const copy = dispatchCopy.proposal;
const ana = boardLane('a0000000-0000-4000-8000-00000000000a', 'Ana Lane', (lane) => [held(lane, 'Cy Held', '13:00')]);
const bo = boardLane('b0000000-0000-4000-8000-00000000000b', 'Bo Idle');
const queued = boardLeg('Ada Queue', '14:00');
const day = boardDay({ lanes: [ana, bo], unassigned: [queued] });
const at = (clock: string) => `${DAY}T${clock}:00.000Z`;

const result: ProposalResult = {
  lanes: [
    {
      driverId: ana.driverId,
      stops: [
        { jobId: ana.legs[0]!.id, kind: 'pickup', at: at('13:00') },
        { jobId: ana.legs[0]!.id, kind: 'dropoff', at: at('13:30') },
      ],
      jobIds: [ana.legs[0]!.id],
      movedJobIds: [],
      miles: 6.1,
      minutes: 18,
      current: { legs: 1, miles: 6.1, minutes: 18 },
    },
    {
      driverId: bo.driverId,
      stops: [
        { jobId: queued.id, kind: 'pickup', at: at('14:00') },
        { jobId: queued.id, kind: 'dropoff', at: at('14:30') },
      ],
      jobIds: [queued.id],
      movedJobIds: [queued.id],
      miles: 9.4,
      minutes: 31,
      current: { legs: 0, miles: 0, minutes: 0 },
    },
  ],
  unplaced: [],
  kept: [],
  driversLeftOut: [],
  current: { legs: 1, miles: 6.1, minutes: 18 },
  proposed: { legs: 2, miles: 15.5, minutes: 49 },
  compared: { legs: 1, current: { miles: 6.1, minutes: 18 }, proposed: { miles: 6.1, minutes: 18 } },
  maxLegsPerDriver: 12,
  legsMoved: 1,
  iterations: 400,
  seconds: 1.2,
};
const kept: Proposal = {
  id: '9f000000-0000-4000-8000-000000000001',
  date: DAY,
  scope: 'unassigned',
  status: 'ready',
  createdAt: at('12:10'),
  finishedAt: at('12:10'),
  appliedAt: null,
  error: null,
  result,
};

/** The dialog as the page holds it: the page keeps the proposal's id, as the board's queue reads it too. */
function Board() {
  const [id, setId] = useState<string | null>(null);
  return <ProposeRoutes day={day} date={DAY} proposalId={id} onProposed={setId} />;
}

function serve(lastOfDay: Proposal | null) {
  return vi.spyOn(api, 'get').mockImplementation(async (path, init) => {
    const url = apiUrl(path, init);
    if (url === `/api/dispatch/proposals?date=${DAY}`) return { proposal: lastOfDay };
    if (url === `/api/dispatch/proposals/${kept.id}`) return kept;
    throw new Error(`unexpected GET ${url}`);
  });
}

const openDialog = async () => {
  const screenRendered = renderWithProviders(<Board />, { user: sessionUser('admin'), path: `/dispatch?date=${DAY}` });
  await screenRendered.user.click(screen.getByRole('button', { name: copy.open }));
  return { ...screenRendered, dialog: await screen.findByRole('dialog', { name: copy.title }) };
};

describe('the day’s last proposal', () => {
  it('is shown again when the dialog opens, until it is dropped', async () => {
    serve(kept);
    const drop = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    const { user, dialog } = await openDialog();
    const lanes = await within(dialog).findByRole('list', { name: copy.lanes });
    expect(within(lanes).getByText('Bo Idle')).toBeTruthy();
    expect(within(dialog).getByText(/^The day's last proposal, made at 8:10 AM ET\./)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: copy.drop }));
    expect(drop).toHaveBeenCalledWith('/api/dispatch/proposals/{id}', { path: { id: kept.id } });
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: copy.lanes })).toBeNull());
    expect(within(dialog).queryByRole('button', { name: copy.drop })).toBeNull();
    expect(within(dialog).getByRole('button', { name: copy.propose })).toBeTruthy();
  });

  it("gives each lane its own driving before and after, not the day's", async () => {
    serve(kept);
    const { dialog } = await openDialog();
    const lanes = await within(dialog).findByRole('list', { name: copy.lanes });
    const figures = [...lanes.querySelectorAll('[data-lane-figures]')].map((p) => p.textContent);
    expect(figures).toEqual([
      'Now 1 leg, 6.1 mi, 18 min → ; Proposed 1 leg, 6.1 mi, 18 min',
      'Now 0 legs, 0.0 mi, 0 min → ; Proposed 1 leg, 9.4 mi, 31 min',
    ]);
    // In the comparison and, for screen readers, in the dialog's status line.
    expect(
      within(dialog).getAllByText('The same driving on the 1 leg both plans place · 1 more leg placed'),
    ).toHaveLength(2);
  });
});

describe('asking for a proposal', () => {
  it('sends the most legs per driver, and refuses a number that is not one', async () => {
    serve(null);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ ...kept, status: 'running', result: null });
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByLabelText(copy.maxLegs);
    expect(field).toHaveProperty('value', '12');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: copy.propose }));
    expect(await within(dialog).findByText('At least 1 leg')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '6');
    await user.click(within(dialog).getByRole('button', { name: copy.propose }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/dispatch/proposals',
        expect.objectContaining({ body: expect.objectContaining({ date: DAY, maxLegsPerDriver: 6 }) }),
      ),
    );
  });

  it('shows a refusal because another proposal runs as its one sentence', async () => {
    serve(null);
    const sentence = 'Another proposal is being worked out right now; propose again in a minute, when it is ready.';
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(409, 'Conflict', { message: sentence, reasons: ['proposal_running'] }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: copy.propose }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(sentence);
    expect(document.body.textContent).not.toContain(`${copy.busy}:`);
  });
});
