import { todayIn } from '../../domain/dates';

/** A date N days from today on the company's calendar. */
export const inDays = (days: number) => todayIn('America/New_York', new Date(Date.now() + days * 86_400_000));

/** A valid referral as a case manager would send it; a random patient name keeps tests apart. */
export function referralBody(overrides: Record<string, unknown> = {}) {
  return {
    referrerName: 'Dana Whitfield',
    referrerCompany: 'Liberty Mutual Case Management',
    referrerPhone: '(215) 555-0199',
    referrerEmail: 'dana@example.com',
    patientName: `Harold Jenkins ${Math.random().toString(36).slice(2, 7)}`,
    patientDob: '1951-03-14',
    pickupLocation: '1200 Spruce St, Philadelphia, PA 19107',
    dropoffLocation: '51 N 39th St, Philadelphia, PA 19104',
    transportType: 'wheelchair',
    appointmentDate: inDays(3),
    appointmentTime: '09:30',
    notes: 'Needs a ramp; daughter will meet the driver.',
    ...overrides,
  };
}

