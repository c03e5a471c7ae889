import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Job } from '@domain/job';
import { jobsCopy } from '@/content/jobs';
import { api } from '@/lib/api-client';
import { startApiServer, type ApiServer } from '@/testing/api-server';
import { completeJob, createJob } from '@/testing/job';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { RiderReadyButton } from './job-card';

/**
 * "Rider ready" against the real API (docs/decisions/047-legs-returns-cancellations.md, amended 2026-11-27): the
 * server refuses a return whose way there has not picked the rider up, and the dispatcher reads its reason as it is.
 */
let server: ApiServer;
let outbound: Job;
let waiting: Job;
const { card } = jobsCopy;

beforeAll(async () => {
  server = await startApiServer();
  await api.post('/api/login', { body: server.admin });
  const tag = Math.random().toString(36).slice(2, 8);
  outbound = await createJob(`Dorothy Hayes ${tag}`, 2, { returnTrip: 'will_call' });
  waiting = await api.get('/api/jobs/{id}', { path: { id: outbound.returnJobId! } });
}, 120_000);
afterAll(() => server?.close());

const renderButton = () =>
  renderWithProviders(<RiderReadyButton job={waiting} />, { user: sessionUser('admin'), path: '/jobs' });

describe('Rider ready', () => {
  it("shows the server's reason when the way there has not picked the rider up", async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: card.riderReady }));
    expect(await screen.findByText(card.riderReadyFailed)).toBeTruthy();
    // The reason alone, as the server words it: it is not a connection problem.
    expect(
      await screen.findByText(
        'The rider has not been picked up for the way there yet, so the return cannot be scheduled',
      ),
    ).toBeTruthy();
    expect((await api.get('/api/jobs/{id}', { path: { id: waiting.id } })).pickupTime).toBeNull();
  });

  it('schedules the return once the way there is done', async () => {
    await completeJob(outbound);
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: card.riderReady }));
    expect(await screen.findByText(card.riderReadyDone)).toBeTruthy();
    expect((await api.get('/api/jobs/{id}', { path: { id: waiting.id } })).pickupTime).not.toBeNull();
  });
});
