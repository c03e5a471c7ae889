import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jobSchema, type Job } from '@domain/job';
import { jobsCopy } from '@/content/jobs';
import { errorUnderField, invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobFormDialog, type JobDialogMode } from './job-form-dialog';

const { labels } = jobsCopy.form;
const admin = sessionUser('admin');

const existingJob: Job = {
  id: '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d',
  patientName: 'Harold Finch',
  patientPhone: '215-555-0199',
  pickupAddress: '12 Elm St, Philadelphia',
  dropoffAddress: 'Riverside Dialysis Center',
  // 08:30 and 09:30 on the company clock (New York, summer time).
  pickupTime: '2027-06-15T12:30:00.000Z',
  dropoffTime: '2027-06-15T13:30:00.000Z',
  jobRate: '85.00',
  status: 'accepted',
  assignedDriverId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  assignedDriverName: 'Lee Park',
  referralId: null,
  acceptedAt: '2027-06-10T12:00:00.000Z',
  declinedAt: null,
  startedAt: null,
  completedAt: null,
  createdAt: '2027-06-09T12:00:00.000Z',
  updatedAt: '2027-06-10T12:00:00.000Z',
};

let network: UnreliableNetwork;
afterEach(() => network.close());

const jobWrites = () => network.requests.filter((request) => request.method !== 'GET' && request.path.startsWith('/api/jobs'));
const renderDialog = (mode: JobDialogMode | null, onClose = vi.fn()) => ({
  ...renderWithProviders(<JobFormDialog mode={mode} onClose={onClose} />, { user: admin, path: '/jobs' }),
  onClose,
});

/** A datetime-local control takes its value whole, as a browser's picker sets it. */
const setTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillJob(user: UserEvent) {
  await user.type(screen.getByLabelText(labels.patientName), 'Harold Finch');
  await user.type(screen.getByLabelText(labels.patientPhone), '215-555-0199');
  await user.type(screen.getByLabelText(labels.pickupAddress), '12 Elm St, Philadelphia');
  await user.type(screen.getByLabelText(labels.dropoffAddress), 'Riverside Dialysis Center');
  setTime(labels.pickupTime, '2027-06-15T08:30');
  setTime(labels.dropoffTime, '2027-06-15T09:30');
  await user.type(screen.getByLabelText(labels.jobRate), '85');
}

describe('job form, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it('shows nothing while closed', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the required messages under each field of an empty new job and sends nothing', async () => {
    const { user } = renderDialog({ kind: 'create' });
    const dialog = await screen.findByRole('dialog', { name: jobsCopy.form.createTitle });
    await user.click(screen.getByRole('button', { name: jobsCopy.form.create }));

    await waitFor(() =>
      expect(invalidFields(dialog)).toEqual({
        [labels.patientName]: 'Patient name is required',
        [labels.patientPhone]: 'Valid phone number is required',
        [labels.pickupAddress]: 'Pickup address is required',
        [labels.dropoffAddress]: 'Dropoff address is required',
        [labels.pickupTime]: 'Pickup time is required',
        [labels.dropoffTime]: 'Dropoff time is required',
        [labels.jobRate]: 'Job rate is required',
      }),
    );
    expect(jobWrites()).toEqual([]);
  });

  it('refuses a rate that is not an amount, then one of zero', async () => {
    const { user } = renderDialog({ kind: 'create' });
    await screen.findByRole('dialog');
    await fillJob(user);
    await user.clear(screen.getByLabelText(labels.jobRate));
    await user.type(screen.getByLabelText(labels.jobRate), '85 dollars');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.create }));
    await waitFor(() => expect(errorUnderField(labels.jobRate)).toBe('Enter an amount such as 50.00'));

    await user.clear(screen.getByLabelText(labels.jobRate));
    await user.type(screen.getByLabelText(labels.jobRate), '0.00');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.create }));
    await waitFor(() => expect(errorUnderField(labels.jobRate)).toBe('Job rate must be more than 0'));
    expect(jobWrites()).toEqual([]);
  });

  it('says the dropoff must come after the pickup, under Dropoff Time', async () => {
    const { user } = renderDialog({ kind: 'create' });
    const dialog = await screen.findByRole('dialog');
    await fillJob(user);
    setTime(labels.dropoffTime, '2027-06-15T08:30');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.create }));

    await waitFor(() => expect(invalidFields(dialog)).toEqual({ [labels.dropoffTime]: 'Dropoff time must be after pickup time' }));
    expect(jobWrites()).toEqual([]);
  });

  it('opens an existing job as Edit Job on the company clock, keeping a driver who is no longer assignable', async () => {
    renderDialog({ kind: 'edit', job: existingJob });
    await screen.findByRole('dialog', { name: jobsCopy.form.editTitle });

    await waitFor(() => expect(screen.getByLabelText(labels.patientName)).toHaveProperty('value', 'Harold Finch'));
    expect(screen.getByLabelText(labels.pickupTime)).toHaveProperty('value', '2027-06-15T08:30');
    expect(screen.getByLabelText(labels.dropoffTime)).toHaveProperty('value', '2027-06-15T09:30');
    expect(screen.getByLabelText(labels.jobRate)).toHaveProperty('value', '85.00');
    expect(screen.getByLabelText(labels.status)).toHaveProperty('value', 'accepted');
    // Edit Job's driver picker (driver-picker.test.tsx against the real API): with the list unreachable, the job's
    // own driver stays chosen.
    const picker = screen.getByRole('group', { name: labels.assignedDriverId });
    const driver = within(picker).getByRole<HTMLInputElement>('radio', { name: /Lee Park/ });
    expect(driver.value).toBe(existingJob.assignedDriverId);
    expect(driver.checked).toBe(true);
    expect(screen.getByRole('button', { name: jobsCopy.form.save })).toBeTruthy();
  });

  it('closes through Cancel without sending', async () => {
    const { user, onClose } = renderDialog({ kind: 'create' });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(jobWrites()).toEqual([]);
  });
});

describe('job form, while the job is being saved', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it('sends a new job as POST /api/jobs takes it, with the times as instants, and shows it is working', async () => {
    const { user, onClose } = renderDialog({ kind: 'create' });
    await screen.findByRole('dialog');
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: jobsCopy.form.create }));

    const sent = await network.waitForRequest((request) => request.path === '/api/jobs' && request.method === 'POST');
    const body = jsonBody(sent);
    expect(jobSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      patientName: 'Harold Finch',
      patientPhone: '215-555-0199',
      pickupAddress: '12 Elm St, Philadelphia',
      dropoffAddress: 'Riverside Dialysis Center',
      pickupTime: expect.any(String),
      dropoffTime: expect.any(String),
      jobRate: '85',
      status: 'pending',
      assignedDriverId: null,
    });
    const { pickupTime, dropoffTime } = body as { pickupTime: string; dropoffTime: string };
    expect(new Date(pickupTime).toISOString()).toBe('2027-06-15T12:30:00.000Z');
    expect(new Date(dropoffTime).toISOString()).toBe('2027-06-15T13:30:00.000Z');
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('button', { name: jobsCopy.form.creating })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText(jobsCopy.toasts.createFailed.description)).toBeTruthy();
    // The dialog stays open with the job in it, so the admin can try again.
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(labels.patientName)).toHaveProperty('value', 'Harold Finch');
  });

  it('saves an edited job with PUT on its own address and says so when the connection is lost', async () => {
    const { user, onClose } = renderDialog({ kind: 'edit', job: existingJob });
    await screen.findByRole('dialog', { name: jobsCopy.form.editTitle });
    await waitFor(() => expect(screen.getByLabelText(labels.jobRate)).toHaveProperty('value', '85.00'));
    await user.clear(screen.getByLabelText(labels.jobRate));
    await user.type(screen.getByLabelText(labels.jobRate), '92.50');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.save }));

    const sent = await network.waitForRequest((request) => request.method === 'PUT');
    expect(sent.path).toBe(`/api/jobs/${existingJob.id}`);
    expect(jobSchema.parse(jsonBody(sent))).toMatchObject({ jobRate: '92.50', status: 'accepted', assignedDriverId: existingJob.assignedDriverId });
    expect(await screen.findByRole('button', { name: jobsCopy.form.saving })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText(jobsCopy.toasts.updateFailed.description)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
