import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jobSchema, type Job } from '@domain/job';
import { jobsCopy } from '@/content/jobs';
import { queryKeys } from '@/lib/query-keys';
import { errorUnder, errorUnderField, invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobFormDialog, type JobDialogMode } from './job-form-dialog';

const { labels } = jobsCopy.form;
const admin = sessionUser('admin');

const existingJob: Job = {
  id: '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d',
  patientName: 'Harold Finch',
  patientPhone: '215-555-0199',
  pickupAddress: '12 Elm St, Philadelphia, PA 19107',
  dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
  brokerTripId: null,
  riderId: '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  levelOfService: 'wheelchair',
  escortCount: 1,
  pickupPlace: {
    street: '12 Elm St',
    unit: null,
    city: 'Philadelphia',
    state: 'PA',
    zip: '19107',
    placeType: 'residence',
    lat: null,
    lng: null,
    needsReview: false,
  },
  dropoffPlace: {
    street: '51 N 39th St',
    unit: null,
    city: 'Philadelphia',
    state: 'PA',
    zip: '19104',
    placeType: 'dialysis_center',
    lat: null,
    lng: null,
    needsReview: false,
  },
  rideNotes: 'Daughter rides along.',
  leg: 'outbound',
  returnOfJobId: null,
  returnJobId: null,
  willCall: false,
  appointmentTime: null,
  standingOrderId: null,
  serviceDate: null,
  riderReadyAt: null,
  arrivedAt: null,
  arrivalLocation: null,
  pickedUpAt: null,
  noShowAt: null,
  cancelledAt: null,
  cancelReason: null,
  cancelRequestedBy: null,
  cancelNote: null,
  payerId: null,
  authorizationId: null,
  lateCancellation: false,
  sameDayCancellation: false,
  cancelledByText: false,
  riderConfirmedAt: null,
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

// Weighing the drivers for a draft (POST /api/jobs/candidates) writes nothing.
const jobWrites = () =>
  network.requests.filter(
    (request) =>
      request.method !== 'GET' && request.path.startsWith('/api/jobs') && request.path !== '/api/jobs/candidates',
  );
/** Edit Job opens from a list item and fills the form from the job itself (GET /api/jobs/{id}), here already fetched. */
const { pickupPlace: _pickup, dropoffPlace: _dropoff, ...listedJob } = existingJob;
const fetched = [[queryKeys.jobs.detail(existingJob.id), existingJob]] as const;
const renderDialog = (mode: JobDialogMode | null, onClose = vi.fn()) => ({
  ...renderWithProviders(<JobFormDialog mode={mode} onClose={onClose} />, {
    user: admin,
    path: '/jobs',
    cached: fetched,
  }),
  onClose,
});

/** A datetime-local control takes its value whole, as a browser's picker sets it. */
const setTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const place = (legend: string) => within(screen.getByRole('group', { name: legend }));

async function fillPlace(user: UserEvent, legend: string, [street, city, state, zip]: string[]) {
  await user.type(place(legend).getByLabelText('Street'), street!);
  await user.type(place(legend).getByLabelText('City'), city!);
  await user.type(place(legend).getByLabelText('State'), state!);
  await user.type(place(legend).getByLabelText('ZIP code'), zip!);
}

async function fillJob(user: UserEvent) {
  await user.type(screen.getByLabelText(labels.patientName), 'Harold Finch');
  await user.type(screen.getByLabelText(labels.patientPhone), '215-555-0199');
  await user.selectOptions(screen.getByLabelText(labels.levelOfService), 'Wheelchair');
  await fillPlace(user, labels.pickupPlace, ['12 Elm St', 'Philadelphia', 'PA', '19107']);
  await fillPlace(user, labels.dropoffPlace, ['51 N 39th St', 'Philadelphia', 'PA', '19104']);
  await user.selectOptions(place(labels.dropoffPlace).getByLabelText('Place type'), 'Dialysis center');
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
      expect(invalidFields(dialog)).toMatchObject({
        [labels.patientName]: 'Patient name is required',
        [labels.patientPhone]: 'Valid phone number is required',
        [labels.levelOfService]: 'Level of service is required',
        [labels.pickupTime]: 'Pickup time is required',
        [labels.dropoffTime]: 'Dropoff time is required',
        [labels.jobRate]: 'Job rate is required',
      }),
    );
    expect(errorUnder(place(labels.pickupPlace).getByLabelText('Street'))).toBe('Pickup street is required');
    expect(errorUnder(place(labels.dropoffPlace).getByLabelText('ZIP code'))).toBe('Dropoff ZIP code is required');
    expect(jobWrites()).toEqual([]);
  });

  it("keeps the job's payer chosen while the payers load and after they arrive, offering only the active others", async () => {
    const payerId = '4c3b2a19-8d7e-4f6a-9b5c-3d2e1f0a9b8c';
    const payer = (id: string, name: string, active = true) => ({ id, name, type: 'workers_comp', active });
    const rendered = renderWithProviders(<JobFormDialog mode={{ kind: 'edit', job: listedJob }} onClose={vi.fn()} />, {
      user: admin,
      path: '/jobs',
      cached: [[queryKeys.jobs.detail(existingJob.id), { ...existingJob, payerId }]],
    });
    const select = await screen.findByLabelText(labels.payerId);
    await waitFor(() => expect(select).toHaveProperty('value', payerId));

    rendered.queryClient.setQueryData(queryKeys.payers.choices(), [
      payer('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 'Allegheny Health Plan'),
      payer(payerId, 'Keystone Mutual'),
      payer('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Retired Carrier', false),
    ]);
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        jobsCopy.form.payer.none,
        "Keystone Mutual · Workers' compensation",
        "Allegheny Health Plan · Workers' compensation",
      ]),
    );
    expect(select).toHaveProperty('value', payerId);
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

    await waitFor(() =>
      expect(invalidFields(dialog)).toEqual({ [labels.dropoffTime]: 'Dropoff time must be after pickup time' }),
    );
    expect(jobWrites()).toEqual([]);
  });

  it('opens an existing job as Edit Job on the company clock, keeping a driver who is no longer assignable', async () => {
    renderDialog({ kind: 'edit', job: listedJob });
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

  it('searches riders on file by name or phone (GET /api/riders?q=) and offers the date of birth for a new one', async () => {
    const { user } = renderDialog({ kind: 'create' });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText(labels.riderSearch), 'Finch');
    await network.waitForRequest((request) => request.path.startsWith('/api/riders'));
    const searches = network.requests.filter((request) => request.path.startsWith('/api/riders'));
    // Once the typing pauses: one search, for the whole text.
    expect(searches.map((request) => new URL(request.path, 'http://x').searchParams.get('q'))).toEqual(['Finch']);
    expect(screen.getByLabelText(labels.patientDob)).toBeTruthy();
  });

  it('opens a job linked to a rider as linked, with its level, escorts, places and ride notes', async () => {
    renderDialog({ kind: 'edit', job: listedJob });
    await screen.findByRole('dialog', { name: jobsCopy.form.editTitle });
    await waitFor(() => expect(screen.getByLabelText(labels.levelOfService)).toHaveProperty('value', 'wheelchair'));
    expect(screen.getByText(jobsCopy.form.rider.linked('Harold Finch'))).toBeTruthy();
    expect(screen.queryByLabelText(labels.patientDob)).toBeNull();
    expect(screen.getByLabelText(labels.escortCount)).toHaveProperty('value', '1');
    expect(place(labels.pickupPlace).getByLabelText('ZIP code')).toHaveProperty('value', '19107');
    expect(place(labels.dropoffPlace).getByLabelText('Place type')).toHaveProperty('value', 'dialysis_center');
    expect(screen.getByLabelText(labels.rideNotes)).toHaveProperty('value', 'Daughter rides along.');
  });

  it('waits for the job before showing Edit Job, and offers nothing to save when it cannot be loaded', async () => {
    renderWithProviders(<JobFormDialog mode={{ kind: 'edit', job: listedJob }} onClose={vi.fn()} />, {
      user: admin,
      path: '/jobs',
    });
    await screen.findByRole('dialog', { name: jobsCopy.form.editTitle });
    const asked = await network.waitForRequest(
      (request) => request.method === 'GET' && request.path.startsWith('/api/jobs/'),
    );
    expect(asked.path).toBe(`/api/jobs/${existingJob.id}`);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', jobsCopy.form.jobFailed);
    expect(screen.queryByLabelText(labels.patientName)).toBeNull();
    expect(screen.queryByRole('button', { name: jobsCopy.form.save })).toBeNull();
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
    await user.type(screen.getByLabelText(labels.patientDob), '1948-03-02');
    await user.selectOptions(screen.getByLabelText(labels.escortCount), '2');
    await user.type(screen.getByLabelText(labels.rideNotes), 'Call the daughter on arrival.');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.create }));

    const sent = await network.waitForRequest((request) => request.path === '/api/jobs' && request.method === 'POST');
    const body = jsonBody(sent);
    expect(jobSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      patientName: 'Harold Finch',
      patientPhone: '215-555-0199',
      patientDob: '1948-03-02',
      levelOfService: 'wheelchair',
      escortCount: 2,
      pickupPlace: {
        street: '12 Elm St',
        unit: null,
        city: 'Philadelphia',
        state: 'PA',
        zip: '19107',
        placeType: 'residence',
      },
      dropoffPlace: {
        street: '51 N 39th St',
        unit: null,
        city: 'Philadelphia',
        state: 'PA',
        zip: '19104',
        placeType: 'dialysis_center',
      },
      rideNotes: 'Call the daughter on arrival.',
      pickupTime: expect.any(String),
      dropoffTime: expect.any(String),
      // No appointment time and no way back asked for (docs/decisions/047-legs-returns-cancellations.md).
      appointmentTime: null,
      returnTrip: 'none',
      returnPickupTime: null,
      jobRate: '85',
      status: 'pending',
      assignedDriverId: null,
      payerId: null,
      authorizationId: null,
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
    const { user, onClose } = renderDialog({ kind: 'edit', job: listedJob });
    await screen.findByRole('dialog', { name: jobsCopy.form.editTitle });
    await waitFor(() => expect(screen.getByLabelText(labels.jobRate)).toHaveProperty('value', '85.00'));
    await user.clear(screen.getByLabelText(labels.jobRate));
    await user.type(screen.getByLabelText(labels.jobRate), '92.50');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.save }));

    const sent = await network.waitForRequest((request) => request.method === 'PUT');
    expect(sent.path).toBe(`/api/jobs/${existingJob.id}`);
    expect(jobSchema.parse(jsonBody(sent))).toMatchObject({
      jobRate: '92.50',
      status: 'accepted',
      assignedDriverId: existingJob.assignedDriverId,
      // Everything else the job had goes back as it was.
      riderId: existingJob.riderId,
      levelOfService: 'wheelchair',
      escortCount: 1,
      pickupPlace: { street: '12 Elm St', zip: '19107', placeType: 'residence' },
      dropoffPlace: { placeType: 'dialysis_center' },
      rideNotes: 'Daughter rides along.',
    });
    expect(await screen.findByRole('button', { name: jobsCopy.form.saving })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText(jobsCopy.toasts.updateFailed.description)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
