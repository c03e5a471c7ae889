import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WORKERS_COMP_LABELS } from '@domain/authorization';
import { REFERRAL_FIELD_LABELS as LABELS } from '@domain/referral';
import { referralPage } from '@/content/referral-page';
import { errorUnder } from '@/testing/fields';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders } from '@/testing/render';
import { ReferralForm } from './referral-form';

// docs/decisions/069-authorizations.md: the claim and authorization are asked only for workers' compensation.
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('drop');
});
afterEach(() => network.close());

const group = () => screen.queryByRole('group', { name: referralPage.form.sections.workersComp });

describe("the referral form's workers' compensation fieldset", () => {
  it('appears only for workers compensation, and names each missing field under it', async () => {
    const { user } = renderWithProviders(<ReferralForm />, { path: '/referral' });
    expect(group()).toBeNull();
    await user.selectOptions(screen.getByLabelText(LABELS.transportType), "Workers' Compensation");
    const fieldset = within(group()!);
    for (const label of Object.values(WORKERS_COMP_LABELS)) expect(fieldset.getByLabelText(label)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: referralPage.form.submit }));
    const claim = fieldset.getByLabelText(WORKERS_COMP_LABELS.claimNumber);
    await waitFor(() => expect(errorUnder(claim)).toBe('Claim Number is required'));
    expect(claim.getAttribute('aria-invalid')).toBe('true');
    expect(errorUnder(fieldset.getByLabelText(WORKERS_COMP_LABELS.adjusterName))).toBe('Adjuster Name is required');
    expect(network.requests.filter((request) => request.path === '/api/referrals')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(LABELS.transportType), 'Wheelchair Accessible');
    expect(group()).toBeNull();
  });
});
