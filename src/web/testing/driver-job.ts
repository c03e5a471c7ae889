import type { DriverJob } from '@/features/drivers/api/get-driver-jobs';

/** A driver's trip as the portal reads it, accepted and not yet started; tests change what they are about. */
export function driverJob(overrides: Partial<DriverJob> = {}): DriverJob {
  return {
    id: '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d',
    patientName: 'Harold Finch',
    patientPhone: '215-555-0199',
    pickupAddress: '12 Elm St, Philadelphia, PA 19107',
    dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
    pickupTime: '2026-11-25T15:00:00.000Z',
    dropoffTime: '2026-11-25T15:40:00.000Z',
    jobRate: '65.00',
    status: 'accepted',
    levelOfService: 'wheelchair',
    escortCount: 0,
    rideNotes: null,
    leg: 'outbound',
    willCall: false,
    arrivedAt: null,
    pickedUpAt: null,
    ...overrides,
  };
}
