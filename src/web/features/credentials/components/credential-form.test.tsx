import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { credentialsCopy as copy } from '@/content/credentials';
import { errorUnderField } from '@/testing/fields';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders } from '@/testing/render';
import { CredentialForm } from './credential-form';

const DRIVER = '6f1c7a52-0c1e-4c55-9d43-3f5b1d0c8a11';
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('drop');
});
afterEach(() => network.close());

const sent = () => network.requests.filter((request) => request.path === `/api/drivers/${DRIVER}/credentials`);

describe('the credential form, before anything is sent', () => {
  it('asks for the expiry of a licence and sends nothing', async () => {
    const { user } = renderWithProviders(<CredentialForm driverId={DRIVER} mayVerify idPrefix="t" onDone={() => {}} />);
    await user.selectOptions(screen.getByLabelText(copy.kind), 'drivers_license');
    await user.type(screen.getByLabelText(copy.issuedOn), '2026-01-10');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(errorUnderField(copy.expiresOn)).toBe('Expiry date is required for this credential');
    expect(sent()).toEqual([]);
  });

  it('refuses an expiry that is not after the issue date', async () => {
    const { user } = renderWithProviders(
      <CredentialForm driverId={DRIVER} kind="pass" idPrefix="t" onDone={() => {}} />,
    );
    await user.type(screen.getByLabelText(copy.issuedOn), '2026-01-10');
    await user.type(screen.getByLabelText(copy.expiresOn), '2026-01-09');
    await user.click(screen.getByRole('button', { name: copy.sendRenewal }));
    expect(errorUnderField(copy.expiresOn)).toBe('Expiry date must be after the issue date');
    expect(sent()).toEqual([]);
  });

  it("sends a driver's renewal without an expiry (the kind's own validity applies) and without verification", async () => {
    const { user } = renderWithProviders(
      <CredentialForm driverId={DRIVER} kind="drug_screen" idPrefix="t" onDone={() => {}} />,
    );
    expect(screen.queryByLabelText(/mark it verified/)).toBeNull();
    await user.type(screen.getByLabelText(copy.issuedOn), '2026-01-10');
    await user.click(screen.getByRole('button', { name: copy.sendRenewal }));
    const request = await network.waitForRequest((r) => r.path === `/api/drivers/${DRIVER}/credentials`);
    expect(JSON.parse(request.body)).toEqual({
      kind: 'drug_screen',
      issuedOn: '2026-01-10',
      expiresOn: null,
      objectId: null,
    });
  });
});
