import type { DriverJob } from '@/features/drivers/api/get-driver-jobs';
import { listedJob } from '@/testing/job';

/** A driver's trip as the portal reads it, accepted and not yet started; tests change what they are about. */
export function driverJob(overrides: Partial<DriverJob> = {}): DriverJob {
  // The office's sample job (listedJob) seen from the portal, which reads only some of its fields.
  const {
    id,
    patientName,
    patientPhone,
    pickupAddress,
    dropoffAddress,
    jobRate,
    escortCount,
    rideNotes,
    leg,
    willCall,
    arrivedAt,
    pickedUpAt,
  } = listedJob();
  return {
    id,
    patientName,
    patientPhone,
    pickupAddress,
    dropoffAddress,
    pickupTime: '2026-11-25T15:00:00.000Z',
    dropoffTime: '2026-11-25T15:40:00.000Z',
    jobRate,
    status: 'accepted',
    levelOfService: 'wheelchair',
    escortCount,
    rideNotes,
    leg,
    willCall,
    arrivedAt,
    pickedUpAt,
    ...overrides,
  };
}
