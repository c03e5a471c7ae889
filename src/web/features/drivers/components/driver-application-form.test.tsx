import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { driverApplicationSchema, signedInDriverApplicationSchema } from '@domain/driver';
import { driverApplicationCopy as copy } from '@/content/driver-application';
import { errorUnderField, invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { DriverApplicationForm } from './driver-application-form';

// Uppy's modal cannot run here; a stand-in gives each slot the file the server would have accepted for it.
vi.mock('@/components/uploader/document-upload', () => ({
  DocumentUpload: ({
    kind,
    value,
    error,
    onChange,
  }: {
    kind: string;
    value?: { fileName: string };
    error?: string;
    onChange: (d: { url: string; fileName: string }) => void;
  }) => (
    <div>
      <button
        type="button"
        onClick={() => onChange({ url: `/objects/${DOCUMENT_IDS[kind]}`, fileName: `${kind}.pdf` })}
      >
        Upload {kind}
      </button>
      {value && <span>{value.fileName}</span>}
      {error && <p>{error}</p>}
    </div>
  ),
}));
const DOCUMENT_IDS: Record<string, string> = {
  license: '11111111-1111-4111-8111-111111111111',
  insurance: '22222222-2222-4222-8222-222222222222',
  w9: '33333333-3333-4333-8333-333333333333',
};

let network: UnreliableNetwork;
afterEach(() => network.close());

const applications = () => network.requests.filter((request) => request.path === '/api/drivers');
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.submit }));
/** The failure toast can show a moment before the button is enabled again; a click before then is lost. */
const waitUntilReady = () =>
  waitFor(() => expect(screen.getByRole('button', { name: copy.submit })).toHaveProperty('disabled', false));

/** Everything an applicant fills in, the three documents included unless `documents` is false. */
async function fillApplication(
  user: UserEvent,
  { account, documents = true }: { account: boolean; documents?: boolean },
) {
  if (documents)
    for (const kind of ['license', 'insurance', 'w9'])
      await user.click(screen.getByRole('button', { name: `Upload ${kind}` }));
  if (account) {
    await user.type(screen.getByLabelText('Username'), 'sam.driver');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pass');
  }
  await user.type(screen.getByLabelText('Full Name'), 'Sam Okafor');
  await user.type(screen.getByLabelText('Phone Number'), '(215) 555-0142');
  await user.type(screen.getByLabelText('Email'), 'sam@example.org');
  await user.type(screen.getByLabelText('City'), 'Philadelphia');
  await user.selectOptions(screen.getByLabelText('State'), 'Pennsylvania');
  await user.click(screen.getByLabelText('I consent to a background check'));
  await user.click(screen.getByLabelText('I have read and agree to the Independent Contractor Agreement'));
  await user.type(screen.getByLabelText('Digital Signature'), 'Sam Okafor');
}

describe('driver application, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it("asks a visitor for an account and puts each required field's message under it, sending nothing", async () => {
    const { user, container } = renderWithProviders(<DriverApplicationForm signedIn={false} />, {
      path: '/become-driver',
    });
    await submit(user);

    await waitFor(() =>
      expect(invalidFields(container)).toEqual({
        Username: 'Username must be at least 3 characters',
        Password: 'Password must be at least 8 characters',
        'Full Name': 'Full name is required',
        'Phone Number': 'Phone number is required',
        Email: 'Valid email is required',
        City: 'City is required',
        State: 'State is required',
        'I consent to a background check': 'You must consent to a background check',
        'I have read and agree to the Independent Contractor Agreement':
          'You must agree to the Independent Contractor Agreement',
        'Digital Signature': 'Please enter your full name as digital signature',
      }),
    );
    expect(applications()).toEqual([]);
  });

  it('will not send the application until each of the three document slots holds its file', async () => {
    const { user } = renderWithProviders(<DriverApplicationForm signedIn={false} />, { path: '/become-driver' });
    await fillApplication(user, { account: true, documents: false });
    await user.click(screen.getByRole('button', { name: 'Upload license' }));
    await submit(user);

    expect(await screen.findByText('Upload your Insurance')).toBeTruthy();
    expect(screen.getByText('Upload your W-9 Form')).toBeTruthy();
    expect(screen.queryByText("Upload your Driver's License")).toBeNull();
    expect(applications()).toEqual([]);
  });

  it('does not ask a signed-in user for an account again', async () => {
    const { user, container } = renderWithProviders(<DriverApplicationForm signedIn />, {
      user: sessionUser('referral_partner'),
      path: '/become-driver',
    });
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(copy.signedInLead)).toBeTruthy();

    await submit(user);
    await waitFor(() => expect(invalidFields(container)).toHaveProperty('Full Name', 'Full name is required'));
    expect(Object.keys(invalidFields(container))).not.toContain('Username');
    expect(applications()).toEqual([]);
  });

  it('offers the states the company serves and judges a short phone number and a mismatched password', async () => {
    const { user } = renderWithProviders(<DriverApplicationForm signedIn={false} />, { path: '/become-driver' });
    const states = within(screen.getByLabelText('State'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(states).toEqual(['Select a state', 'Pennsylvania', 'New Jersey', 'Delaware', 'New York']);

    await fillApplication(user, { account: true });
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '555-0142');
    await user.type(screen.getByLabelText('Confirm Password'), '!');
    await submit(user);

    await waitFor(() => expect(errorUnderField('Phone Number')).toBe('Phone number is required'));
    expect(applications()).toEqual([]);
    // The password check runs once every field is valid, as on the server.
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '(215) 555-0142');
    await submit(user);
    await waitFor(() => expect(errorUnderField('Confirm Password')).toBe("Passwords don't match"));
    expect(errorUnderField('Phone Number')).toBeNull();
    expect(applications()).toEqual([]);
  });
});

describe('driver application, while it is being sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it("sends a visitor's application with the account as POST /api/drivers takes it, and shows it is working", async () => {
    const { user } = renderWithProviders(<DriverApplicationForm signedIn={false} />, { path: '/become-driver' });
    await fillApplication(user, { account: true });
    await submit(user);

    const sent = await network.waitForRequest((request) => request.path === '/api/drivers');
    expect(sent.method).toBe('POST');
    expect(driverApplicationSchema.parse(jsonBody(sent))).toMatchObject({
      username: 'sam.driver',
      fullName: 'Sam Okafor',
      phoneNumber: '(215) 555-0142',
      state: 'PA',
      backgroundCheckConsent: true,
      contractAgreementSigned: true,
      digitalSignature: 'Sam Okafor',
      licenseUrl: `/objects/${DOCUMENT_IDS.license}`,
      insuranceUrl: `/objects/${DOCUMENT_IDS.insurance}`,
      w9Url: `/objects/${DOCUMENT_IDS.w9}`,
    });
    expect(await screen.findByRole('button', { name: copy.submitting })).toHaveProperty('disabled', true);
  });

  it("sends a signed-in user's application without account fields", async () => {
    const { user } = renderWithProviders(<DriverApplicationForm signedIn />, {
      user: sessionUser('referral_partner'),
      path: '/become-driver',
    });
    await fillApplication(user, { account: false });
    await submit(user);

    const body = jsonBody(await network.waitForRequest((request) => request.path === '/api/drivers')) as Record<
      string,
      unknown
    >;
    expect(signedInDriverApplicationSchema.parse(body)).toMatchObject({ fullName: 'Sam Okafor', state: 'PA' });
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
  });

  it('keeps everything after a lost connection and retries under the same Idempotency-Key, so one account results', async () => {
    const { user } = renderWithProviders(<DriverApplicationForm signedIn={false} />, { path: '/become-driver' });
    await fillApplication(user, { account: true });
    await submit(user);
    const first = await network.waitForRequest((request) => request.path === '/api/drivers');

    network.dropHeld();
    expect(await screen.findByText(copy.toasts.failure.title)).toBeTruthy();
    expect(screen.getByText(copy.toasts.failure.description)).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Sam Okafor');

    await waitUntilReady();
    await submit(user);
    await waitFor(() => expect(applications()).toHaveLength(2));
    expect(applications()[1]!.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // A changed application is a new request, so it gets a new key.
    network.dropHeld();
    await waitUntilReady();
    await user.type(screen.getByLabelText('City'), ' North');
    await submit(user);
    await waitFor(() => expect(applications()).toHaveLength(3));
    expect(applications()[2]!.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
  });
});
