import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Referral } from '@domain/referral';
import type { PartnerLeg } from '@domain/referral-leg';
import { dashboardText } from '@/content/dashboard';
import { queryKeys } from '@/lib/query-keys';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { sampleReferral } from '@/testing/referral';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { ReferralList } from './referral-list';

// A partner follows the legs dispatch made from their referral (docs/decisions/080-visitor-referrals-reach-the-partner.md):
// the list is already held; the refetch a partner's list makes on opening stalls, so what shows is what was held.
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const leg = (overrides: Partial<PartnerLeg>): PartnerLeg => ({
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  leg: 'outbound',
  status: 'pending',
  pickupTime: '2031-05-06T13:30:00.000Z',
  willCall: false,
  cancellable: true,
  stage: 'driver_assigned',
  driverFirstName: 'Jordan',
  ...overrides,
});

const referral = (legs: PartnerLeg[] | undefined): Referral =>
  sampleReferral({
    referrerCompany: 'Riverside Hospital',
    referrerEmail: 'dana@riverside.example',
    transportType: 'wheelchair',
    returnTrip: 'will_call',
    status: 'assigned',
    workersComp: null,
    ...(legs && { legs }),
  });

const held = (items: Referral[]) => ({ pages: [{ items, nextCursor: null }], pageParams: [null] });

async function showPartnerList(items: Referral[], path = '/dashboard?view=cards') {
  const shown = renderWithProviders(
    <ReferralList
      admin={false}
      heading={dashboardText.referrals.partnerHeading}
      empty={dashboardText.referrals.partnerEmpty}
    />,
    {
      user: sessionUser('referral_partner'),
      path,
      cached: [[queryKeys.referrals.list({ status: '' }), held(items)]],
    },
  );
  // A partner's list is read again as it opens (decision 022); that request stalls, and the held page stays.
  await network.waitForRequest((request) => request.path.startsWith('/api/referrals'));
  return shown;
}

describe("the partner's referral shows the trips made from it", () => {
  it("names each leg with its pickup time, where it stands and the driver's first name", async () => {
    await showPartnerList([
      referral([
        leg({}),
        leg({
          id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
          leg: 'return',
          pickupTime: null,
          willCall: true,
          stage: 'waiting_for_call',
          driverFirstName: null,
        }),
      ]),
    ]);
    const trips = within(screen.getByRole('list', { name: 'Trips for Harold Jenkins' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(trips).toEqual([
      'Outbound · Pickup Tue, May 6, 2031, 9:30 AM ET · Driver assigned · Driver: Jordan',
      "Return · Pickup when the rider calls · Waiting for the rider's call",
    ]);
  });

  it('says the trip is not arranged yet while dispatch has made no leg', async () => {
    await showPartnerList([referral([])]);
    expect(screen.getByText(dashboardText.referrals.legs.notYet)).toBeTruthy();
  });

  it('says no trip will come for a referral cancelled before dispatch made one, not that it is not scheduled yet', async () => {
    await showPartnerList([{ ...referral([]), status: 'cancelled' }]);
    expect(screen.getByText(dashboardText.referrals.legs.cancelledBefore)).toBeTruthy();
    expect(screen.queryByText(dashboardText.referrals.legs.notYet)).toBeNull();
  });
});
