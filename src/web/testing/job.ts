import type { Job, JobListItem } from '@domain/job';
import { api } from '@/lib/api-client';

/**
 * A job as a list reads it (GET /api/jobs): a one-way trip nobody holds yet, to which nothing has happened;
 * tests give what they are about.
 */
export function listedJob(overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id: '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d',
    patientName: 'Harold Finch',
    patientPhone: '215-555-0199',
    pickupAddress: '12 Elm St, Philadelphia, PA 19107',
    dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
    riderId: null,
    brokerTripId: null,
    levelOfService: 'ambulatory',
    escortCount: 0,
    rideNotes: null,
    leg: 'outbound',
    returnOfJobId: null,
    willCall: false,
    appointmentTime: null,
    standingOrderId: null,
    pickupTime: '2027-06-15T12:30:00.000Z',
    dropoffTime: '2027-06-15T13:30:00.000Z',
    jobRate: '65.00',
    status: 'pending',
    assignedDriverId: null,
    assignedDriverName: null,
    referralId: null,
    acceptedAt: null,
    declinedAt: null,
    startedAt: null,
    completedAt: null,
    arrivedAt: null,
    pickedUpAt: null,
    noShowAt: null,
    cancelledAt: null,
    cancelReason: null,
    lateCancellation: false,
    sameDayCancellation: false,
    cancelledByText: false,
    riderConfirmedAt: null,
    createdAt: '2027-06-09T12:00:00.000Z',
    updatedAt: '2027-06-10T12:00:00.000Z',
    ...overrides,
  };
}

/** The same job as it answers on its own (GET /api/jobs/{id}): places not structured, no return leg, nobody billed yet. */
export function sampleJob(overrides: Partial<Job> = {}): Job {
  return {
    ...listedJob(),
    pickupPlace: null,
    dropoffPlace: null,
    returnJobId: null,
    serviceDate: null,
    riderReadyAt: null,
    arrivalLocation: null,
    cancelRequestedBy: null,
    cancelNote: null,
    payerId: null,
    authorizationId: null,
    ...overrides,
  };
}

const place = (street: string, zip: string, placeType: string) => ({
  street,
  city: 'Philadelphia',
  state: 'PA',
  zip,
  placeType,
});

/**
 * A job made through the real API (POST /api/jobs) as the admin's form sends it, by whoever the test page signed in:
 * an ambulatory rider taken from home to dialysis `hoursAhead` from now, 45 minutes on the way.
 */
export async function createJob(patientName: string, hoursAhead: number, extra: object = {}): Promise<Job> {
  const pickup = Date.now() + hoursAhead * 3_600_000;
  return api.post('/api/jobs', {
    body: {
      patientName,
      patientPhone: '(215) 555-0177',
      levelOfService: 'ambulatory',
      pickupPlace: place('1200 Spruce St', '19107', 'residence'),
      dropoffPlace: place('51 N 39th St', '19104', 'dialysis_center'),
      pickupTime: new Date(pickup).toISOString(),
      dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
      jobRate: '65.00',
      ...extra,
    },
  });
}

/** Marks a job completed through the real API: an admin's PUT /api/jobs/{id} sends the whole job with its new status. */
export async function completeJob(job: Job): Promise<void> {
  const {
    patientName,
    patientPhone,
    levelOfService,
    escortCount,
    pickupPlace,
    dropoffPlace,
    rideNotes,
    pickupTime,
    dropoffTime,
    jobRate,
  } = job;
  await api.put('/api/jobs/{id}', {
    path: { id: job.id },
    body: {
      patientName,
      patientPhone,
      levelOfService,
      escortCount,
      pickupPlace,
      dropoffPlace,
      rideNotes,
      pickupTime,
      dropoffTime,
      jobRate,
      status: 'completed',
    },
  });
}
