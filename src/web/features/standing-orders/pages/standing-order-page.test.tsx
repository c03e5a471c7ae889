import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { payerFieldCopy } from '@/components/billing/payer-field';
import { standingOrdersCopy } from '@/content/standing-orders';
import { queryKeys } from '@/lib/query-keys';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { sampleAuthorization, sampleReferral } from '@/testing/referral';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { StandingOrderPage } from './standing-order-page';

// A standing order started from a workers' compensation referral is billed like the referral's jobs: to its
// carrier, under its authorization (docs/decisions/084-workers-comp-payer-follows-the-referral.md).
const riderId = '7c6b5a49-3827-4162-9f0e-d1c2b3a49586';
const carrier = '4c3b2a19-8d7e-4f6a-9b5c-3d2e1f0a9b8c';
const referral = sampleReferral({ riderId, appointmentDate: '2031-05-06', appointmentTime: '10:30:00' });
const made = sampleAuthorization({ riderId, payerId: carrier, referralId: referral.id, tripsUsed: 2 });

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

function open(billing: { payerId: string | null; authorizationId: string | null }) {
  return renderWithProviders(<StandingOrderPage />, {
    user: sessionUser('admin'),
    path: `/standing-orders/new?referralId=${referral.id}`,
    cached: [
      [queryKeys.referrals.detail(referral.id), referral],
      [queryKeys.referrals.billing(referral.id), billing],
      [queryKeys.payers.choices(), [{ id: carrier, name: 'Keystone Mutual', type: 'workers_comp', active: true }]],
      [queryKeys.payers.rates(carrier), []],
      [queryKeys.riders.authorizations(riderId), billing.authorizationId ? [made] : []],
    ],
  });
}

// (Which option a select shows, and the order sent, are checked in the browser and by the API tests: the DOM these
// tests run in leaves a select given its value at the form's first render on its first option.)
describe("a standing order from a workers' compensation referral", () => {
  it("is billed to the referral's carrier, which asks for the authorization its trips count against", async () => {
    open({ payerId: carrier, authorizationId: null });
    expect(await screen.findByText(standingOrdersCopy.form.fromReferral)).toBeTruthy();
    // The hint shows only while the form holds the referral's carrier; the authorization is asked for a carrier.
    expect(screen.getByText(payerFieldCopy.fromReferral)).toBeTruthy();
    expect(await screen.findByLabelText('Authorization')).toBeTruthy();
  });

  it('without a carrier on file, leaves the payer to the dispatcher and asks no authorization', async () => {
    open({ payerId: null, authorizationId: null });
    expect(await screen.findByText(standingOrdersCopy.form.fromReferral)).toBeTruthy();
    expect(screen.queryByText(payerFieldCopy.fromReferral)).toBeNull();
    expect(screen.queryByLabelText('Authorization')).toBeNull();
  });
});
