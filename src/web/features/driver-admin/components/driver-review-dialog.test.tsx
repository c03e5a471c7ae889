import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CREDENTIAL_KINDS } from '@domain/credential';
import type { Driver } from '@domain/driver';
import { queryKeys } from '@/lib/query-keys';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { DriverReviewDialog } from './driver-review-dialog';

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const STAMP = '2026-11-20T15:00:00.000Z';
const driver: Driver = {
  id: '5a0e8c1e-3b7a-4c55-9d47-2f4f1c1f0a11',
  userId: '6b1f9d2f-4c8b-4d66-8e58-3a5a2d2a1b22',
  fullName: 'Quinn Applicant',
  phoneNumber: '(267) 555-0142',
  email: 'quinn@example.com',
  city: 'Camden',
  state: 'NJ',
  vehicleInfo: null,
  licenseUrl: '/objects/11111111-1111-4111-8111-111111111111',
  insuranceUrl: '/objects/22222222-2222-4222-8222-222222222222',
  w9Url: null,
  backgroundCheckConsent: true,
  contractAgreementSigned: true,
  digitalSignature: 'Quinn Applicant',
  contractSignedAt: STAMP,
  status: 'pending',
  rating: null,
  tripsCompleted: 0,
  rejectionReason: null,
  vehicleId: null,
  createdAt: STAMP,
  updatedAt: STAMP,
};
// Every credential verified and good, but the HIPAA training.
const credentials = {
  items: [],
  summary: CREDENTIAL_KINDS.map((kind) => ({
    kind,
    state: kind === 'hipaa' ? 'missing' : 'valid',
    expiresOn: kind === 'hipaa' ? null : '2027-11-20',
  })),
};

describe('approving from Review', () => {
  it('shows the checklist, asks first listing what is missing, and approves only with the acknowledgement', async () => {
    const { user } = renderWithProviders(<DriverReviewDialog driver={driver} onClose={() => undefined} />, {
      user: sessionUser('admin'),
      path: '/dashboard',
      cached: [[queryKeys.credentials.forDriver(driver.id), credentials]],
    });
    const review = await screen.findByRole('dialog', { name: 'Review: Quinn Applicant' });
    expect(within(review).getByText('Before approval')).toBeTruthy();
    expect(within(review).getAllByText('Missing')).toHaveLength(3);

    await user.click(within(review).getByRole('button', { name: 'Approve Driver' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Approve Quinn Applicant with items missing?' });
    expect(
      within(ask)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vehicle assigned', 'W-9 Form', 'HIPAA training']);
    expect(network.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.click(within(ask).getByRole('button', { name: 'Approve Anyway' }));
    const sent = await network.waitForRequest((request) => request.method === 'PUT');
    expect(sent.path).toBe(`/api/drivers/${driver.id}`);
    expect(jsonBody(sent)).toEqual({ status: 'approved', acknowledgeMissing: true });
  });
});
