import { describe, expect, it } from 'vitest';
import { jobSchema } from '@domain/job';
import type { Referral } from '@domain/referral';
import { referralToFormValues, toJobInput } from './job-form-values';

const ZONE = 'America/New_York';
const place = { unit: null, city: 'Philadelphia', state: 'PA', lat: null, lng: null, needsReview: false } as const;

const referral: Referral = {
  id: '0b5d2a1c-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  referrerName: 'Dana Whitfield',
  referrerCompany: 'Liberty Mutual Case Management',
  referrerPhone: '(215) 555-0199',
  referrerEmail: 'dana@example.com',
  patientName: 'Harold Jenkins',
  patientDob: '1951-03-14',
  patientPhone: '(215) 555-0173',
  riderLanguage: 'en',
  pickupLocation: '1200 Spruce St, Apt 4B, Philadelphia, PA 19107',
  dropoffLocation: '51 N 39th St, Philadelphia, PA 19104',
  transportType: 'workers_compensation',
  riderId: '7c6b5a49-3827-4162-9f0e-d1c2b3a49586',
  levelOfService: 'stretcher',
  escortCount: 2,
  pickupPlace: { ...place, street: '1200 Spruce St', unit: 'Apt 4B', zip: '19107', placeType: 'residence' },
  dropoffPlace: { ...place, street: '51 N 39th St', zip: '19104', placeType: 'dialysis_center' },
  appointmentDate: '2027-06-15',
  appointmentTime: '09:30',
  returnTrip: 'none',
  returnTime: null,
  notes: 'Needs a ramp; her daughter rides along.',
  diagnosisCodes: ['Z99.2'],
  status: 'pending',
  assignedDriverId: null,
  workersComp: null,
  createdAt: '2027-06-01T12:00:00.000Z',
  updatedAt: '2027-06-01T12:00:00.000Z',
};

describe('a job from a referral (docs/decisions/045-levels-and-places-on-forms.md)', () => {
  it('takes everything the referral says, so only the rate is left to type', () => {
    const values = { ...referralToFormValues(referral, ZONE), jobRate: '80' };
    const body = jobSchema.parse(toJobInput(values, ZONE));
    expect(body).toMatchObject({
      referralId: referral.id,
      riderId: referral.riderId,
      patientName: 'Harold Jenkins',
      patientPhone: '(215) 555-0173',
      levelOfService: 'stretcher',
      escortCount: 2,
      pickupPlace: {
        street: '1200 Spruce St',
        unit: 'Apt 4B',
        city: 'Philadelphia',
        state: 'PA',
        zip: '19107',
        placeType: 'residence',
      },
      dropoffPlace: { street: '51 N 39th St', unit: null, zip: '19104', placeType: 'dialysis_center' },
      rideNotes: 'Needs a ramp; her daughter rides along.',
      // The appointment (9:30 in Philadelphia, summer time) is the dropoff; pickup an hour before.
      pickupTime: '2027-06-15T12:30:00.000Z',
      dropoffTime: '2027-06-15T13:30:00.000Z',
      appointmentTime: '2027-06-15T13:30:00.000Z',
      returnTrip: 'none',
      returnPickupTime: null,
    });
  });

  it("carries the referral's return: a set time on the appointment's day, or will-call", () => {
    const atTime = jobSchema.parse(
      toJobInput(
        { ...referralToFormValues({ ...referral, returnTrip: 'at_time', returnTime: '13:15' }, ZONE), jobRate: '80' },
        ZONE,
      ),
    );
    expect(atTime).toMatchObject({ returnTrip: 'at_time', returnPickupTime: '2027-06-15T17:15:00.000Z' });
    const willCall = jobSchema.parse(
      toJobInput(
        { ...referralToFormValues({ ...referral, returnTrip: 'will_call', returnTime: null }, ZONE), jobRate: '80' },
        ZONE,
      ),
    );
    expect(willCall).toMatchObject({ returnTrip: 'will_call', returnPickupTime: null });
  });

  it('sends the date of birth instead when the referral has no rider, and puts an old one-line address in Street', () => {
    const old = { ...referral, riderId: null, pickupPlace: null, pickupLocation: '12 Elm St, Philadelphia' };
    const values = referralToFormValues(old, ZONE);
    expect(values.pickupPlace).toMatchObject({ street: '12 Elm St, Philadelphia', city: '', zip: '' });
    const input = toJobInput({ ...values, jobRate: '80' }, ZONE);
    expect(input).toMatchObject({ patientDob: '1951-03-14' });
    expect(input).not.toHaveProperty('riderId');
  });
});
