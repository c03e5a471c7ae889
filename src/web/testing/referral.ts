import type { Authorization } from '@domain/authorization';
import type { Referral } from '@domain/referral';

/** The claim and authorization a workers' compensation referral carries. */
export const workersCompClaim: NonNullable<Referral['workersComp']> = {
  claimNumber: 'WC-2026-004417',
  employer: 'Delaware Valley Steel',
  dateOfInjury: '2031-04-01',
  adjusterName: 'Alex Adjuster',
  adjusterPhone: '(717) 555-0140',
  adjusterEmail: 'alex@keystone.example',
  authorizationNumber: 'AUTH-88120',
  authorizedTrips: 6,
  authorizedFrom: '2031-05-01',
  authorizedTo: '2031-05-31',
};

/**
 * A referral as the API answers it: a case manager's workers' compensation request for a wheelchair ride to an
 * appointment, not yet linked to a rider nor arranged; tests change what they are about.
 */
export function sampleReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: '1a2b3c4d-5e6f-4a0b-8c9d-0e1f2a3b4c5d',
    referrerName: 'Dana Whitfield',
    referrerCompany: 'Keystone Case Management',
    referrerPhone: '(215) 555-0199',
    referrerEmail: 'dana@keystone.example',
    patientName: 'Harold Jenkins',
    patientDob: '1951-03-14',
    patientPhone: '(215) 555-0173',
    riderLanguage: 'en',
    pickupLocation: '1200 Spruce St, Philadelphia, PA 19107',
    dropoffLocation: '51 N 39th St, Philadelphia, PA 19104',
    transportType: 'workers_compensation',
    riderId: null,
    levelOfService: 'wheelchair',
    escortCount: 0,
    pickupPlace: null,
    dropoffPlace: null,
    appointmentDate: '2031-05-06',
    appointmentTime: '10:30',
    returnTrip: 'none',
    returnTime: null,
    notes: null,
    diagnosisCodes: [],
    status: 'pending',
    assignedDriverId: null,
    workersComp: workersCompClaim,
    createdAt: '2031-05-01T15:00:00.000Z',
    updatedAt: '2031-05-01T15:00:00.000Z',
    ...overrides,
  };
}

/** The authorization made from `workersCompClaim` for a rider, as the API answers it; tests name what they are about. */
export function sampleAuthorization(overrides: Partial<Authorization> & Pick<Authorization, 'riderId'>): Authorization {
  return {
    ...workersCompClaim,
    id: '5d4c3b2a-1908-4e7f-8a6b-5c4d3e2f1a0b',
    payerId: null,
    referralId: null,
    diagnosisCodes: [],
    tripsUsed: 0,
    createdAt: '2031-05-02T12:00:00.000Z',
    updatedAt: '2031-05-02T12:00:00.000Z',
    ...overrides,
  };
}
