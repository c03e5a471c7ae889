import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { REFERENCE_MESSAGE } from '@domain/referral-claim';
import { dashboardText } from '@/content/dashboard';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { ClaimReferralForm } from './claim-referral-form';

const text = dashboardText.referrals.claim;
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const claims = () => network.requests.filter((request) => request.path === '/api/referrals/claim');

describe("the partner's claim of a referral sent signed out (decision 080)", () => {
  it("asks for a reference shaped like the confirmation's and sends nothing until then", async () => {
    const { user } = renderWithProviders(<ClaimReferralForm />, {
      user: sessionUser('referral_partner'),
      path: '/dashboard',
    });
    await user.type(screen.getByLabelText(text.reference), 'REF-12');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(errorUnderField(text.reference)).toBe(REFERENCE_MESSAGE));
    expect(claims()).toHaveLength(0);
  });

  it("sends the reference's eight hex digits however it was typed", async () => {
    const { user } = renderWithProviders(<ClaimReferralForm />, {
      user: sessionUser('referral_partner'),
      path: '/dashboard',
    });
    await user.type(screen.getByLabelText(text.reference), 'ref-1a2b3c4d');
    await user.click(screen.getByRole('button', { name: text.submit }));
    const sent = await network.waitForRequest((request) => request.path === '/api/referrals/claim');
    expect(sent.method).toBe('POST');
    expect(jsonBody(sent)).toEqual({ reference: '1a2b3c4d' });
    expect(await screen.findByRole('button', { name: text.sending })).toHaveProperty('disabled', true);
  });
});
