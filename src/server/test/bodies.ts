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
    patientPhone: '(215) 555-0173',
    pickupLocation: '1200 Spruce St, Philadelphia, PA 19107',
    dropoffLocation: '51 N 39th St, Philadelphia, PA 19104',
    transportType: 'wheelchair',
    appointmentDate: inDays(3),
    appointmentTime: '09:30',
    notes: 'Needs a ramp; daughter will meet the driver.',
    ...overrides,
  };
}


/** The smallest files each accepted type starts with; enough for the server's first-bytes check. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
};

export function driverApplication(overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    username: `jordan_${tag}`,
    password: 'Wheelchair-Van-2026',
    confirmPassword: 'Wheelchair-Van-2026',
    fullName: 'Jordan Lee',
    phoneNumber: '(267) 555-0142',
    email: `jordan_${tag}@example.com`,
    city: 'Camden',
    state: 'NJ',
    vehicleInfo: '2020 Honda Odyssey, fold-out ramp',
    backgroundCheckConsent: true,
    contractAgreementSigned: true,
    digitalSignature: 'Jordan Lee',
    ...overrides,
  };
}

/** A valid job as the admin's form sends it; pickup tomorrow, dropoff 45 minutes later. */
export function jobBody(overrides: Record<string, unknown> = {}) {
  const pickup = new Date(Date.now() + 86_400_000);
  return {
    patientName: `Ruth Feldman ${Math.random().toString(36).slice(2, 7)}`,
    patientPhone: '(215) 555-0177',
    pickupAddress: '1200 Spruce St, Philadelphia, PA 19107',
    dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
    pickupTime: pickup.toISOString(),
    dropoffTime: new Date(pickup.getTime() + 45 * 60_000).toISOString(),
    jobRate: '65.00',
    ...overrides,
  };
}
