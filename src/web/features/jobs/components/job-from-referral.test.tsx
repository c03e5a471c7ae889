import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Authorization, ReferralBilling } from '@domain/authorization';
import type { RateResponse } from '@domain/payer';
import { jobsCopy } from '@/content/jobs';
import { queryKeys } from '@/lib/query-keys';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { sampleAuthorization, sampleReferral } from '@/testing/referral';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobFormDialog } from './job-form-dialog';

// docs/decisions/069-authorizations.md: a job from a workers' compensation referral is billed to the referral's
// carrier, at its rate, under the referral's authorization.
const riderId = '7c6b5a49-3827-4162-9f0e-d1c2b3a49586';
const carrier = '4c3b2a19-8d7e-4f6a-9b5c-3d2e1f0a9b8c';
const referral = sampleReferral({
  riderId,
  pickupPlace: {
    street: '1200 Spruce St',
    unit: null,
    city: 'Philadelphia',
    state: 'PA',
    zip: '19107',
    placeType: 'residence',
    lat: null,
    lng: null,
    needsReview: false,
  },
  dropoffPlace: {
    street: '51 N 39th St',
    unit: null,
    city: 'Philadelphia',
    state: 'PA',
    zip: '19104',
    placeType: 'physician_office',
    lat: null,
    lng: null,
    needsReview: false,
  },
});
const rate: RateResponse = {
  payerId: carrier,
  levelOfService: 'wheelchair',
  base: '55.00',
  milesIncluded: '5',
  perMile: '3.25',
  freeWaitMinutes: 15,
  waitPer15Minutes: '12.00',
  noShow: '40.00',
  lateCancellation: '35.00',
  escort: '10.00',
  afterHours: '20.00',
  afterHoursWindow: null,
  updatedAt: '2031-04-01T12:00:00.000Z',
};
const made = sampleAuthorization({ riderId, payerId: carrier, referralId: referral.id, tripsUsed: 2 });

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

function open(billing: ReferralBilling, authorizations: Authorization[]) {
  return renderWithProviders(<JobFormDialog mode={{ kind: 'create', referralId: referral.id }} onClose={vi.fn()} />, {
    user: sessionUser('admin'),
    path: '/jobs',
    cached: [
      [queryKeys.referrals.detail(referral.id), referral],
      [queryKeys.referrals.billing(referral.id), billing],
      [queryKeys.payers.choices(), [{ id: carrier, name: 'Keystone Mutual', type: 'workers_comp', active: true }]],
      [queryKeys.payers.rates(carrier), [rate]],
      [queryKeys.riders.authorizations(riderId), authorizations],
    ],
  });
}

describe("a job from a workers' compensation referral", () => {
  it("shows the referral's carrier and its rate, and its authorization chosen before the first job makes it", async () => {
    const { user } = open({ payerId: carrier, authorizationId: null }, []);
    const payer = await screen.findByLabelText(jobsCopy.form.labels.payerId);
    await waitFor(() => expect(payer).toHaveProperty('value', carrier));
    expect(screen.getByTestId('payer-rate').textContent).toBe(
      "Wheelchair at this payer's rate: $55.00 a trip covering 5 mi, then $3.25 a loaded mile.",
    );
    const authorization = screen.getByLabelText('Authorization') as HTMLSelectElement;
    expect(authorization.selectedOptions[0]!.textContent).toBe(
      'AUTH-88120 · claim WC-2026-004417 · 6 trips · Thu, May 1, 2031 – Sat, May 31, 2031 (from the referral)',
    );

    await user.type(screen.getByLabelText(jobsCopy.form.labels.jobRate), '40');
    await user.click(screen.getByRole('button', { name: jobsCopy.form.create }));
    const sent = await network.waitForRequest((request) => request.path === '/api/jobs' && request.method === 'POST');
    // The server makes the authorization from the referral (no id yet) and bills the carrier.
    expect(jsonBody(sent)).toMatchObject({ referralId: referral.id, payerId: carrier, authorizationId: null });
  });

  it('chooses the authorization an earlier job of the referral made', async () => {
    open({ payerId: carrier, authorizationId: made.id }, [made]);
    const authorization = (await screen.findByLabelText('Authorization')) as HTMLSelectElement;
    await waitFor(() => expect(authorization).toHaveProperty('value', made.id));
    expect(
      within(authorization)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No authorization',
      'AUTH-88120 · claim WC-2026-004417 · 2 of 6 trips used · Thu, May 1, 2031 – Sat, May 31, 2031',
    ]);
  });
});
