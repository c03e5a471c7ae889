import type { DriverStatus } from '../../../domain/statuses';
import type { MessageDraft } from './outbox';

interface Applicant {
  id: string;
  fullName: string;
  email: string;
}

/** The applicant hears that the application arrived. */
export function applicationReceived(driver: Applicant): MessageDraft<'application_received'>[] {
  return [
    {
      event: 'application_received',
      channel: 'email',
      recipient: driver.email,
      facts: { fullName: driver.fullName },
      about: { driverId: driver.id },
      key: driver.id,
    },
  ];
}

/** An administrator's decision on an application reaches the applicant; other status changes are not announced. */
export function applicationDecided(driver: Applicant, status: DriverStatus, decidedAt: Date): MessageDraft[] {
  const event = status === 'approved' ? 'application_approved' : status === 'rejected' ? 'application_rejected' : null;
  if (!event) return [];
  return [
    {
      event,
      channel: 'email',
      recipient: driver.email,
      facts: { fullName: driver.fullName },
      about: { driverId: driver.id },
      key: `${driver.id}:${decidedAt.toISOString()}`,
    },
  ];
}
