import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Payer } from '@domain/payer';
import { payersCopy } from '@/content/payers';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { PayerFormDialog } from './payer-form-dialog';

// docs/decisions/099-claims-a-clearinghouse-accepts.md: a payer's claim settings, asked for on its form.
const { labels } = payersCopy.form;
const broker: Payer = {
  id: '3b2a1908-7f6e-4d5c-8b4a-2c1d0e9f8a7b',
  name: 'Keystone Health Partners',
  type: 'medicaid_broker',
  payerCode: 'KHP01',
  billingAddress: { street: '100 Pine St', unit: null, city: 'Harrisburg', state: 'PA', zip: '17101' },
  contactName: 'Sam Ortiz',
  contactPhone: '(717) 555-0140',
  contactEmail: 'nemt.billing@keystone-health.example',
  termsDays: 45,
  signatureRequired: true,
  active: true,
  defaultDiagnosisCode: 'Z99.2',
  claimsLive: false,
  tripNumberOn: '9F',
  createdAt: '2031-04-01T12:00:00.000Z',
  updatedAt: '2031-04-01T12:00:00.000Z',
};

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

describe("the payer form's claim settings", () => {
  it('shows them, refuses a code that is not ICD-10-CM under its field, and sends them', async () => {
    const { user } = renderWithProviders(<PayerFormDialog mode={{ kind: 'edit', payer: broker }} onClose={vi.fn()} />, {
      user: sessionUser('admin'),
      path: `/payers/${broker.id}`,
    });
    const diagnosis = (await screen.findByLabelText(labels.defaultDiagnosisCode)) as HTMLInputElement;
    const placement = screen.getByLabelText(labels.tripNumberOn) as HTMLSelectElement;
    const live = screen.getByLabelText(labels.claimsLive) as HTMLInputElement;
    await waitFor(() => expect(diagnosis.value).toBe('Z99.2'));
    expect(placement.value).toBe('9F');
    expect(live.checked).toBe(false);
    expect(live.getAttribute('aria-describedby')).toBe('payer-claimsLive-hint');
    expect(document.getElementById('payer-claimsLive-hint')?.textContent).toBe(payersCopy.form.claimsLiveHint);

    await user.clear(diagnosis);
    await user.type(diagnosis, 'dialysis');
    await user.click(screen.getByRole('button', { name: payersCopy.form.save }));
    await waitFor(() =>
      expect(errorUnderField(labels.defaultDiagnosisCode)).toBe('"dialysis" is not an ICD-10-CM code, such as Z99.2'),
    );
    expect(network.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(diagnosis);
    await user.type(diagnosis, 'n186');
    await user.click(live);
    await user.selectOptions(placement, payersCopy.form.tripNumberNotSent);
    await user.click(screen.getByRole('button', { name: payersCopy.form.save }));
    const sent = await network.waitForRequest((r) => r.method === 'PUT' && r.path === `/api/payers/${broker.id}`);
    expect(jsonBody(sent)).toMatchObject({ defaultDiagnosisCode: 'N18.6', claimsLive: true, tripNumberOn: null });
  });
});
