import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEFAULT_COMPANY } from '@domain/company';
import { todayIn } from '@domain/dates';
import { createReferralSchema, REFERRAL_FIELD_LABELS as LABELS } from '@domain/referral';
import { referralPage } from '@/content/referral-page';
import { errorUnder, errorUnderField, invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders } from '@/testing/render';
import { ReferralForm } from './referral-form';

const { form: copy, toasts } = referralPage;
const nextYear = Number(todayIn(DEFAULT_COMPANY.timeZone).slice(0, 4)) + 1;
const appointmentDate = `${nextYear}-06-15`;

let network: UnreliableNetwork;
afterEach(() => network.close());

const referrals = () => network.requests.filter((request) => request.path === '/api/referrals');
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.submit }));
const renderReferral = () => renderWithProviders(<ReferralForm />, { path: '/referral' });

const place = (legend: string) => within(screen.getByRole('group', { name: legend }));

async function fillPlace(user: UserEvent, legend: string, [street, city, state, zip]: string[], placeType?: string) {
  await user.type(place(legend).getByLabelText('Street'), street!);
  await user.type(place(legend).getByLabelText('City'), city!);
  await user.type(place(legend).getByLabelText('State'), state!);
  await user.type(place(legend).getByLabelText('ZIP code'), zip!);
  if (placeType) await user.selectOptions(place(legend).getByLabelText('Place type'), placeType);
}

async function fillReferral(user: UserEvent) {
  await user.type(screen.getByLabelText(LABELS.referrerName), 'Maria Torres');
  await user.type(screen.getByLabelText(LABELS.referrerCompany), 'Riverside Hospital');
  await user.type(screen.getByLabelText(LABELS.referrerPhone), '215-555-0100');
  await user.type(screen.getByLabelText(LABELS.referrerEmail), 'maria@riverside.example');
  await user.type(screen.getByLabelText(LABELS.patientName), 'Harold Finch');
  await user.type(screen.getByLabelText(LABELS.patientDob), '1948-03-02');
  await user.type(screen.getByLabelText(LABELS.patientPhone), '(215) 555-0199');
  await fillPlace(user, LABELS.pickupPlace, ['12 Elm St', 'Philadelphia', 'pa', '19107']);
  await fillPlace(user, LABELS.dropoffPlace, ['51 N 39th St', 'Philadelphia', 'PA', '19104'], 'Dialysis center');
  await user.selectOptions(screen.getByLabelText(LABELS.transportType), 'Wheelchair Accessible');
  await user.type(screen.getByLabelText(LABELS.appointmentDate), appointmentDate);
  await user.type(screen.getByLabelText(LABELS.appointmentTime), '09:30');
}

describe('referral form, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it("puts '{Label} is required' under every field but Notes and sends nothing", async () => {
    const { user, container } = renderReferral();
    await submit(user);

    await waitFor(() =>
      expect(invalidFields(container)).toMatchObject({
        [LABELS.referrerName]: 'Your Name is required',
        [LABELS.referrerCompany]: 'Organization is required',
        [LABELS.referrerPhone]: 'Phone is required',
        [LABELS.referrerEmail]: 'Email is required',
        [LABELS.patientName]: 'Patient Name is required',
        [LABELS.patientDob]: 'Patient Date of Birth is required',
        [LABELS.patientPhone]: 'Patient Phone is required',
        [LABELS.transportType]: 'Transport Type is required',
        [LABELS.appointmentDate]: 'Appointment Date is required',
        [LABELS.appointmentTime]: 'Appointment Time is required',
      }),
    );
    // Each address says which one it is about, under each of its parts; the unit is optional.
    for (const [legend, what] of [
      [LABELS.pickupPlace, 'Pickup'],
      [LABELS.dropoffPlace, 'Dropoff'],
    ] as const) {
      expect(errorUnder(place(legend).getByLabelText('Street'))).toBe(`${what} street is required`);
      expect(errorUnder(place(legend).getByLabelText('City'))).toBe(`${what} city is required`);
      expect(errorUnder(place(legend).getByLabelText('State'))).toBe(`${what} state is required`);
      expect(errorUnder(place(legend).getByLabelText('ZIP code'))).toBe(`${what} ZIP code is required`);
      expect(errorUnder(place(legend).getByLabelText(/unit/))).toBeNull();
    }
    expect(referrals()).toEqual([]);
  });

  it("asks for the level of service only for workers' compensation, and requires it then", async () => {
    const { user } = renderReferral();
    await fillReferral(user);
    expect(screen.queryByLabelText(LABELS.levelOfService)).toBeNull();
    await user.selectOptions(screen.getByLabelText(LABELS.transportType), "Workers' Compensation");
    const level = await screen.findByLabelText<HTMLSelectElement>(LABELS.levelOfService);
    expect(level.value).toBe('');
    await submit(user);
    await waitFor(() => expect(errorUnder(level)).toBe('Level of Service is required'));
    const zip = place(LABELS.pickupPlace).getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '1910');
    await submit(user);
    await waitFor(() => expect(errorUnder(zip)).toBe('ZIP code must be 5 digits'));
    expect(referrals()).toEqual([]);
  });

  it('judges phone numbers, the email, both dates and the diagnosis codes by the rules the server applies', async () => {
    const { user, container } = renderReferral();
    await fillReferral(user);
    await user.clear(screen.getByLabelText(LABELS.referrerPhone));
    await user.type(screen.getByLabelText(LABELS.referrerPhone), '555-0100');
    await user.clear(screen.getByLabelText(LABELS.referrerEmail));
    await user.type(screen.getByLabelText(LABELS.referrerEmail), 'maria@riverside');
    await user.clear(screen.getByLabelText(LABELS.patientPhone));
    await user.type(screen.getByLabelText(LABELS.patientPhone), '555 0199');
    await user.clear(screen.getByLabelText(LABELS.patientDob));
    await user.type(screen.getByLabelText(LABELS.patientDob), `${nextYear}-01-01`);
    await user.clear(screen.getByLabelText(LABELS.appointmentDate));
    await user.type(screen.getByLabelText(LABELS.appointmentDate), '2020-01-06');
    await user.type(screen.getByLabelText(LABELS.diagnosisCodes), 'Z99.2, dialysis');
    await submit(user);

    await waitFor(() =>
      expect(invalidFields(container)).toEqual({
        [LABELS.referrerPhone]: 'Valid phone number is required',
        [LABELS.referrerEmail]: 'Valid email is required',
        [LABELS.patientDob]: 'Date of birth must be in the past',
        [LABELS.patientPhone]: "Patient's phone number is required (at least 10 digits)",
        [LABELS.appointmentDate]: 'Appointment date cannot be in the past',
        [LABELS.diagnosisCodes]: '"dialysis" is not an ICD-10-CM code, such as Z99.2',
      }),
    );
    expect(referrals()).toEqual([]);
  });

  it('starts the transport type on its placeholder, which cannot be chosen', () => {
    renderReferral();
    const select = screen.getByLabelText<HTMLSelectElement>(LABELS.transportType);
    expect(select.value).toBe('');
    const placeholder = within(select).getByRole<HTMLOptionElement>('option', { name: copy.transportPlaceholder });
    expect(placeholder.disabled).toBe(true);
  });
});

describe('referral form, while the referral is being sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it('sends what POST /api/referrals takes, trimmed and without empty notes, and shows it is working', async () => {
    const { user } = renderReferral();
    await fillReferral(user);
    await user.type(screen.getByLabelText(LABELS.patientName), '  ');
    // The way back: a set time asks for the time, on the appointment's day.
    expect(screen.queryByLabelText(LABELS.returnTime)).toBeNull();
    await user.selectOptions(screen.getByLabelText(LABELS.returnTrip), 'Return at a set time');
    await user.type(screen.getByLabelText(LABELS.returnTime), '13:00');
    await user.type(screen.getByLabelText(LABELS.diagnosisCodes), 'z99.2');
    await submit(user);

    const sent = await network.waitForRequest((request) => request.path === '/api/referrals');
    expect(sent.method).toBe('POST');
    const body = jsonBody(sent);
    expect(createReferralSchema({ timeZone: DEFAULT_COMPANY.timeZone }).parse(body)).toEqual(body);
    expect(body).toEqual({
      referrerName: 'Maria Torres',
      referrerCompany: 'Riverside Hospital',
      referrerPhone: '215-555-0100',
      referrerEmail: 'maria@riverside.example',
      patientName: 'Harold Finch',
      patientDob: '1948-03-02',
      patientPhone: '(215) 555-0199',
      riderLanguage: 'en',
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
      transportType: 'wheelchair',
      escortCount: 0,
      appointmentDate,
      appointmentTime: '09:30',
      returnTrip: 'at_time',
      returnTime: '13:00',
      // The form sends the codes read as the server reads them.
      diagnosisCodes: ['Z99.2'],
    });
    expect(await screen.findByRole('button', { name: copy.submitting })).toHaveProperty('disabled', true);
  });

  it('keeps what was typed after a lost connection, says so, and retries under the same Idempotency-Key', async () => {
    const { user } = renderReferral();
    await fillReferral(user);
    await user.type(screen.getByLabelText(LABELS.notes), 'Needs an escort');
    await submit(user);
    const first = await network.waitForRequest((request) => request.path === '/api/referrals');
    expect(jsonBody(first)).toHaveProperty('notes', 'Needs an escort');

    network.dropHeld();
    expect(await screen.findByText(toasts.failure.title)).toBeTruthy();
    expect(screen.getByText(toasts.failure.description)).toBeTruthy();
    expect(screen.getByLabelText(LABELS.patientName)).toHaveProperty('value', 'Harold Finch');
    expect(errorUnderField(LABELS.patientName)).toBeNull();

    // The failure toast can show a moment before the button is enabled again; a click before then is lost.
    await waitFor(() => expect(screen.getByRole('button', { name: copy.submit })).toHaveProperty('disabled', false));
    await submit(user);
    await waitFor(() => expect(referrals()).toHaveLength(2));
    expect(referrals()[1]!.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  });
});
