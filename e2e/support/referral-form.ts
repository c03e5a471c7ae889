import type { Page } from '@playwright/test';
import { referralInput } from '../../src/server/demo/samples';

/** The shared sample referral (src/server/demo/samples.ts) by the public form's labels; a wheelchair ride. */
export function referralValues() {
  const sample = referralInput();
  return {
    'Your Name': sample.referrerName,
    Organization: sample.referrerCompany,
    Phone: sample.referrerPhone,
    Email: sample.referrerEmail,
    'Patient Name': sample.patientName,
    'Patient Date of Birth': sample.patientDob,
    'Patient Phone': sample.patientPhone,
    'Appointment Date': sample.appointmentDate,
    'Appointment Time': sample.appointmentTime,
    Notes: sample.notes,
  };
}
export type ReferralValues = ReturnType<typeof referralValues>;

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The sample's two addresses by their group's legend and each part's label. */
const { pickupPlace, dropoffPlace } = referralInput();
const PLACES = {
  'Pickup Address': {
    Street: pickupPlace.street,
    'Apt, suite or unit (optional)': pickupPlace.unit,
    City: pickupPlace.city,
    State: pickupPlace.state,
    'ZIP code': pickupPlace.zip,
  },
  'Dropoff Address': {
    Street: dropoffPlace.street,
    City: dropoffPlace.city,
    State: dropoffPlace.state,
    'ZIP code': dropoffPlace.zip,
  },
};
export const placeField = (page: Page, legend: string, label: string) =>
  page.getByRole('group', { name: legend }).getByLabel(label, { exact: true });

/** Fills /referral with the given values, the sample's two addresses, a wheelchair ride and one escort. */
export async function fillReferral(page: Page, values: Partial<ReferralValues>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  for (const [legend, parts] of Object.entries(PLACES)) {
    for (const [label, value] of Object.entries(parts)) await placeField(page, legend, label).fill(value);
  }
  await placeField(page, 'Dropoff Address', 'Place type').selectOption({ label: 'Dialysis center' });
  await field(page, 'Transport Type').selectOption({ label: 'Wheelchair Accessible' });
  await field(page, 'Escorts').selectOption('1');
}
