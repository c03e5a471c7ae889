import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Authorization } from '@domain/authorization';
import { jobsCopy } from '@/content/jobs';
import { queryKeys } from '@/lib/query-keys';
import { sampleJob } from '@/testing/job';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobFormDialog } from './job-form-dialog';

// docs/decisions/069-authorizations.md: a workers' compensation trip names the rider's authorization it counts against.
const riderId = '7c6b5a49-3827-4162-9f0e-d1c2b3a49586';
const payerId = '4c3b2a19-8d7e-4f6a-9b5c-3d2e1f0a9b8c';
const authorization = (id: string, number: string, tripsUsed: number): Authorization => ({
  id,
  riderId,
  payerId,
  referralId: null,
  diagnosisCodes: [],
  claimNumber: 'WC-2026-004417',
  employer: 'Delaware Valley Steel',
  dateOfInjury: '2027-05-01',
  adjusterName: 'Alex Adjuster',
  adjusterPhone: '(717) 555-0140',
  adjusterEmail: 'alex@keystone.example',
  authorizationNumber: number,
  authorizedTrips: 4,
  authorizedFrom: '2027-06-01',
  authorizedTo: '2027-06-30',
  tripsUsed,
  createdAt: '2027-06-01T12:00:00.000Z',
  updatedAt: '2027-06-01T12:00:00.000Z',
});
const saved = authorization('5d4c3b2a-1908-4e7f-8a6b-5c4d3e2f1a0b', 'AUTH-88120', 1);
const other = authorization('6e5d4c3b-2a19-4f8e-9b7c-6d5e4f3a2b1c', 'AUTH-90001', 0);

const job = sampleJob({
  riderId,
  levelOfService: 'wheelchair',
  jobRate: '85.00',
  payerId,
  authorizationId: saved.id,
});

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('drop');
});
afterEach(() => network.close());

describe("the job form's authorization", () => {
  it("offers the rider's authorizations with their trips used, the saved one chosen", async () => {
    const { pickupPlace: _p, dropoffPlace: _d, ...listed } = job;
    renderWithProviders(<JobFormDialog mode={{ kind: 'edit', job: listed }} onClose={vi.fn()} />, {
      user: sessionUser('admin'),
      path: '/jobs',
      cached: [
        [queryKeys.jobs.detail(job.id), job],
        [queryKeys.payers.choices(), [{ id: payerId, name: 'Keystone Mutual', type: 'workers_comp', active: true }]],
        [queryKeys.riders.authorizations(riderId), [saved, other]],
      ],
    });
    const select = await screen.findByLabelText('Authorization');
    await waitFor(() => expect(select).toHaveProperty('value', saved.id));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No authorization',
      'AUTH-88120 · claim WC-2026-004417 · 1 of 4 trips used · Tue, Jun 1, 2027 – Wed, Jun 30, 2027',
      'AUTH-90001 · claim WC-2026-004417 · 0 of 4 trips used · Tue, Jun 1, 2027 – Wed, Jun 30, 2027',
    ]);
    expect(screen.getByLabelText(jobsCopy.form.labels.payerId)).toHaveProperty('value', payerId);
  });
});
