import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { referralReference } from '@domain/referral';
import { sampleReferral } from '@/testing/referral';
import { renderWithProviders } from '@/testing/render';
import { ReferralConfirmation } from './referral-confirmation';

const sent = sampleReferral();

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the referral confirmation', () => {
  it("shows a workers' compensation referral's claim and authorization numbers with its reference", () => {
    renderWithProviders(<ReferralConfirmation referral={sent} timeZoneLabel="ET" onSendAnother={vi.fn()} />, {
      path: '/referral',
    });
    expect(screen.getByTestId('referral-reference').textContent).toBe(referralReference(sent.id));
    expect(shown('Claim Number')).toBe('WC-2026-004417');
    expect(shown('Authorization Number')).toBe('AUTH-88120');
  });

  it('shows no claim for another transport type', () => {
    renderWithProviders(
      <ReferralConfirmation
        referral={{ ...sent, transportType: 'wheelchair', workersComp: null }}
        timeZoneLabel="ET"
        onSendAnother={vi.fn()}
      />,
      { path: '/referral' },
    );
    expect(screen.queryByText('Claim Number')).toBeNull();
  });
});
