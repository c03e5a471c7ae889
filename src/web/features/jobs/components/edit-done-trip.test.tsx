import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Job } from '@domain/job';
import { jobsCopy } from '@/content/jobs';
import { api } from '@/lib/api-client';
import { startApiServer, type ApiServer } from '@/testing/api-server';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobFormDialog } from './job-form-dialog';

/**
 * Edit Job on a completed trip against the real API (docs/decisions/040-safe-assignment.md, amended 2026-11-27): the
 * dialog sends the whole job back with its times to the minute, and setting the payer must not judge the driver
 * again, though the driver was suspended since.
 */
let server: ApiServer;
let job: Job;
let payer: { id: string; name: string };
const { labels } = jobsCopy.form;

beforeAll(async () => {
  server = await startApiServer();
  await api.post('/api/login', { body: server.admin });
  const tag = Math.random().toString(36).slice(2, 8);
  // Yesterday, at a time with seconds, as the demo's and "Rider ready"'s times are.
  const pickup = Date.now() - 26 * 3_600_000 - 37_250;
  const body = {
    patientName: `Ruth Feldman ${tag}`,
    patientPhone: '(215) 555-0177',
    levelOfService: 'ambulatory',
    pickupPlace: { street: '1200 Spruce St', city: 'Philadelphia', state: 'PA', zip: '19107', placeType: 'residence' },
    dropoffPlace: {
      street: '51 N 39th St',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19104',
      placeType: 'dialysis_center',
    },
    pickupTime: new Date(pickup).toISOString(),
    dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
    jobRate: '65.00',
    status: 'completed',
  };
  const made = await api.post('/api/jobs', { body });
  const [driver] = (await api.get('/api/jobs/{id}/candidates', { path: { id: made.id } })).items.filter(
    (c) => c.eligible,
  );
  job = await api.put('/api/jobs/{id}', {
    path: { id: made.id },
    body: { ...body, assignedDriverId: driver!.driverId },
  });
  await api.put('/api/drivers/{id}', { path: { id: driver!.driverId }, body: { status: 'suspended' } });
  payer = await api.post('/api/payers', {
    body: {
      name: `Keystone Health ${tag}`,
      type: 'health_insurance',
      payerCode: 'KH1',
      billingAddress: { street: '1 Claims Plaza', unit: null, city: 'Harrisburg', state: 'PA', zip: '17101' },
      contactName: 'Alex Adjuster',
      contactPhone: '(717) 555-0140',
      contactEmail: 'claims@keystone-health.example',
      termsDays: 45,
      signatureRequired: true,
      active: true,
    },
  });
}, 120_000);
afterAll(() => server?.close());

describe('Edit Job on a completed trip', () => {
  it('sets its payer though its driver was suspended since, and keeps its times', async () => {
    const { user } = renderWithProviders(<JobFormDialog mode={{ kind: 'edit', job }} onClose={() => undefined} />, {
      user: sessionUser('admin'),
      path: '/jobs',
    });
    const dialog = await screen.findByRole('dialog', { name: jobsCopy.form.editTitle });
    await waitFor(() => expect(within(dialog).getByLabelText(labels.jobRate)).toHaveProperty('value', '65.00'), {
      timeout: 10_000,
    });
    const payerSelect = within(dialog).getByLabelText(labels.payerId);
    await waitFor(
      () => expect(within(payerSelect).getByRole('option', { name: new RegExp(payer.name) })).toBeTruthy(),
      { timeout: 10_000 },
    );
    await user.selectOptions(payerSelect, payer.id);
    await user.click(within(dialog).getByRole('button', { name: jobsCopy.form.save }));

    expect(await screen.findByText(jobsCopy.toasts.updated.description, {}, { timeout: 10_000 })).toBeTruthy();
    const saved = await api.get('/api/jobs/{id}', { path: { id: job.id } });
    expect(saved).toMatchObject({
      payerId: payer.id,
      status: 'completed',
      assignedDriverId: job.assignedDriverId,
      pickupTime: job.pickupTime,
      dropoffTime: job.dropoffTime,
    });
  });
});
