import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { daysFromToday } from '@domain/dates';
import type { Job } from '@domain/job';
import { jobsCopy } from '@/content/jobs';
import { api } from '@/lib/api-client';
import { startApiServer, type ApiServer } from '@/testing/api-server';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobsPage } from './jobs-page';

/** Job Management opened from a link (the day board's "Open job"), against the real API. */
let server: ApiServer;
let job: Job;
const day = daysFromToday(2);

beforeAll(async () => {
  server = await startApiServer();
  await api.post('/api/login', { body: server.admin });
  job = await api.post('/api/jobs', {
    body: {
      patientName: `Ruth Feldman ${Math.random().toString(36).slice(2, 8)}`,
      patientPhone: '(215) 555-0177',
      levelOfService: 'ambulatory',
      pickupPlace: {
        street: '1200 Spruce St',
        city: 'Philadelphia',
        state: 'PA',
        zip: '19107',
        placeType: 'residence',
      },
      dropoffPlace: {
        street: '51 N 39th St',
        city: 'Philadelphia',
        state: 'PA',
        zip: '19104',
        placeType: 'dialysis_center',
      },
      pickupTime: `${day}T15:00:00.000Z`,
      dropoffTime: `${day}T15:45:00.000Z`,
      jobRate: '65.00',
    },
  });
}, 120_000);
afterAll(async () => {
  await api.delete('/api/jobs/{id}', { path: { id: job.id } }).catch(() => undefined);
  await server?.close();
});

describe('/jobs?job=<id>', () => {
  it("opens that job's Edit Job once it is loaded, and closing takes the job out of the address", async () => {
    const { user, history } = renderWithProviders(<JobsPage />, {
      user: sessionUser('admin'),
      path: `/jobs?date=${day}&job=${job.id}`,
    });
    const dialog = await screen.findByRole('dialog', { name: jobsCopy.form.editTitle }, { timeout: 10_000 });
    await waitFor(
      () =>
        expect(within(dialog).getByLabelText<HTMLInputElement>(jobsCopy.form.labels.patientName).value).toBe(
          job.patientName,
        ),
      { timeout: 10_000 },
    );

    await user.click(within(dialog).getByRole('button', { name: jobsCopy.form.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.at(-1)).toBe(`/jobs?date=${day}`);
    // The day's filter stays, and nothing opens again by itself.
    expect(screen.getByLabelText<HTMLInputElement>(/date/i).value).toBe(day);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);
});
