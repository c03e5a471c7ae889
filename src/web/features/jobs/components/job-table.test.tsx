import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Job } from '@domain/job';
import { jobsCopy } from '@/content/jobs';
import { api } from '@/lib/api-client';
import { startApiServer, type ApiServer } from '@/testing/api-server';
import { completeJob, createJob } from '@/testing/job';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobList } from './job-list';

const csv = vi.hoisted(() => ({ calls: [] as [string, readonly string[], readonly (readonly string[])[]][] }));
// happy-dom lays nothing out, so the virtualizer would draw no row: here every row is in view.
vi.mock('@tanstack/react-virtual', () => import('@/testing/every-row-virtualizer'));
vi.mock('@/lib/csv', () => ({
  downloadCsv: (...args: [string, readonly string[], readonly (readonly string[])[]]) => void csv.calls.push(args),
}));

/**
 * Job Management's table against the real API (docs/decisions/054-job-table.md): pickup order whatever the server's
 * order, no Delete on a finished trip, Rider ready on a waiting return's row, and several jobs chosen at once.
 */
let server: ApiServer;
const tag = Math.random().toString(36).slice(2, 8);
const made: Job[] = [];
const { bulk, card } = jobsCopy;

async function makeJob(name: string, hoursAhead: number, extra: object = {}) {
  const job = await createJob(`${name} ${tag}`, hoursAhead, extra);
  made.push(job);
  return job;
}

beforeAll(async () => {
  server = await startApiServer();
  await api.post('/api/login', { body: server.admin });
  // Made soonest first, so the server's newest-first page lists them the other way round.
  await makeJob('Early Rider', 20, { returnTrip: 'will_call' });
  await makeJob('Late Rider', 30);
  await completeJob(await makeJob('Done Rider', 25));
}, 120_000);
afterAll(() => server?.close());

const renderTable = () =>
  renderWithProviders(
    <JobList
      filters={{ q: tag }}
      view="table"
      timeZone="America/New_York"
      onEdit={() => {}}
      onDelete={() => {}}
      onCancel={() => {}}
      onClearFilters={() => {}}
    />,
    { user: sessionUser('admin'), path: '/jobs' },
  );
const rowOf = async (name: string) =>
  (await screen.findAllByRole('row', { name: new RegExp(`${name} ${tag}`) }, { timeout: 10_000 }))[0]!;
const riders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/Return$/, '').trim());

describe('the Jobs table', () => {
  it('lists the jobs by pickup time, with no Delete on a completed trip and Rider ready on a waiting return', async () => {
    renderTable();
    await rowOf('Late Rider');
    expect(riders()).toEqual([`Early Rider ${tag}`, `Done Rider ${tag}`, `Late Rider ${tag}`, `Early Rider ${tag}`]);
    expect(
      within(await rowOf('Done Rider')).queryByRole('button', { name: card.remove(`Done Rider ${tag}`) }),
    ).toBeNull();
    expect(
      within(await rowOf('Late Rider')).getByRole('button', { name: card.remove(`Late Rider ${tag}`) }),
    ).toBeTruthy();
    const waiting = screen.getAllByRole('row', { name: new RegExp(`Early Rider ${tag}`) }).at(-1)!;
    expect(within(waiting).getByRole('button', { name: card.riderReady })).toBeTruthy();
  });

  it('exports the chosen jobs with id, ISO times, payer, miles, level and status, whatever columns are shown', async () => {
    const { user } = renderTable();
    const late = made[1]!;
    await user.click(within(await rowOf('Late Rider')).getByRole('checkbox'));
    await user.click(within(await rowOf('Done Rider')).getByRole('checkbox'));
    expect(screen.getByText(bulk.chosen(2))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: bulk.exportCsv }));
    await vi.waitFor(() => expect(csv.calls).toHaveLength(1));
    const [, headers, rows] = csv.calls[0]!;
    expect(headers).toEqual(bulk.csvHeaders);
    const row = rows.find((r) => r[0] === late.id)!;
    expect(row.slice(0, 6)).toEqual([late.id, 'outbound', late.patientName, late.pickupTime, late.dropoffTime, '']);
    expect(row[7]).toMatch(/^\d+\.\d$/);
    expect(row.slice(9)).toEqual(['Ambulatory', '0', 'Pending', '']);
  });

  it("the table's own Export CSV is the same file, of every listed job in the table's order, whatever columns are shown", async () => {
    const { user } = renderTable();
    await rowOf('Late Rider');
    // Hide the columns a spreadsheet needs: the file carries them anyway.
    await user.click(screen.getByText('Columns', { selector: 'summary' }));
    for (const column of [jobsCopy.table.headers.status, jobsCopy.table.headers.level, jobsCopy.table.headers.pickup])
      await user.click(screen.getByRole('checkbox', { name: column }));
    csv.calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(csv.calls).toHaveLength(1));
    const [file, headers, rows] = csv.calls[0]!;
    expect([file, headers]).toEqual([bulk.csvFile, bulk.csvHeaders]);
    const [early, late, done] = made;
    expect(rows.map((r) => r[0])).toEqual([early!.id, done!.id, late!.id, early!.returnJobId]);
    const row = rows.find((r) => r[0] === late!.id)!;
    expect(row.slice(0, 6)).toEqual([late!.id, 'outbound', late!.patientName, late!.pickupTime, late!.dropoffTime, '']);
    expect(row[7]).toMatch(/^\d+\.\d$/);
    expect(row.slice(9)).toEqual(['Ambulatory', '0', 'Pending', '']);
    expect(rows.find((r) => r[0] === done!.id)![11]).toBe('Completed');
  });

  it('cancels the chosen trips one by one and sums up what the server refused, in its words', async () => {
    const { user } = renderTable();
    await user.click(within(await rowOf('Late Rider')).getByRole('checkbox'));
    await user.click(within(await rowOf('Done Rider')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: bulk.cancel }));
    const dialog = await screen.findByRole('dialog', { name: bulk.cancelTitle });
    await user.selectOptions(within(dialog).getByLabelText(jobsCopy.cancel.reason), 'rider');
    await user.selectOptions(within(dialog).getByLabelText(jobsCopy.cancel.requestedBy), 'rider');
    await user.click(within(dialog).getByRole('button', { name: bulk.confirmCancel }));
    expect(await screen.findByText(bulk.partlyTitle)).toBeTruthy();
    expect(await screen.findByText(/^1 cancelled, 1 refused: .+/)).toBeTruthy();
    expect((await api.get('/api/jobs/{id}', { path: { id: made[1]!.id } })).status).toBe('cancelled');
    expect((await api.get('/api/jobs/{id}', { path: { id: made[2]!.id } })).status).toBe('completed');
  });
});
