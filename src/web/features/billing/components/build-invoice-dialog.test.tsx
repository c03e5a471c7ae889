import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Payer } from '@domain/payer';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { queryKeys } from '@/lib/query-keys';
import { invoiceKeys } from '../api/keys';
import { billingCopy } from '../content';
import { BuildInvoiceDialog, previewPeriod } from './build-invoice-dialog';

const copy = billingCopy.build;
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const payer = (id: string, name: string, active = true) => ({ id, name, active, type: 'workers_comp' }) as Payer;
const MUTUAL = payer('1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', 'Commonwealth Workers’ Comp Mutual');
const RETIRED = payer('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', 'Old Mutual', false);
const OCTOBER = { periodFrom: '2026-10-01', periodTo: '2026-10-31' };

function openDialog(cached: ReadonlyArray<readonly [readonly unknown[], unknown]> = []) {
  return renderWithProviders(<BuildInvoiceDialog open today="2026-11-26" onClose={vi.fn()} />, {
    user: sessionUser('admin'),
    path: '/billing',
    cached: [[queryKeys.payers.choices(), [MUTUAL, RETIRED]], ...cached],
  });
}

describe('New invoice', () => {
  it('starts on last month, offers active payers only, and previews what a build would bill for the payer chosen', async () => {
    const { user } = openDialog([
      [invoiceKeys.unbilled({ payerId: MUTUAL.id, ...OCTOBER }), { claimCount: 3, total: '1412.50' }],
    ]);
    await screen.findByRole('dialog', { name: copy.title });
    expect(screen.getByLabelText(copy.periodFrom)).toHaveProperty('value', OCTOBER.periodFrom);
    expect(screen.getByLabelText(copy.periodTo)).toHaveProperty('value', OCTOBER.periodTo);
    expect(screen.queryByRole('option', { name: RETIRED.name })).toBeNull();
    expect(screen.getByText(copy.previewIdle)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(copy.payer), MUTUAL.id);
    expect(await screen.findByText('3 trips, $1,412.50 to bill')).toBeTruthy();
  });

  it('starts on the month of the latest trip not yet billed, then on the payer’s once one is chosen', async () => {
    const { user } = openDialog([
      [
        invoiceKeys.unbilledPeriod(''),
        { period: { periodFrom: '2026-11-01', periodTo: '2026-11-26' }, latestTripOn: '2026-11-25' },
      ],
      [
        invoiceKeys.unbilledPeriod(MUTUAL.id),
        { period: { periodFrom: '2026-08-01', periodTo: '2026-08-31' }, latestTripOn: '2026-08-21' },
      ],
    ]);
    await screen.findByRole('dialog', { name: copy.title });
    await waitFor(() => expect(screen.getByLabelText(copy.periodFrom)).toHaveProperty('value', '2026-11-01'));
    expect(screen.getByLabelText(copy.periodTo)).toHaveProperty('value', '2026-11-26');
    expect(screen.getByText(copy.periodHintUnbilled('Nov 25, 2026'))).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(copy.payer), MUTUAL.id);
    await waitFor(() => expect(screen.getByLabelText(copy.periodFrom)).toHaveProperty('value', '2026-08-01'));
    expect(screen.getByLabelText(copy.periodTo)).toHaveProperty('value', '2026-08-31');
  });

  it('keeps the days the clerk typed when a payer is chosen after', async () => {
    const { user } = openDialog([
      [
        invoiceKeys.unbilledPeriod(MUTUAL.id),
        { period: { periodFrom: '2026-08-01', periodTo: '2026-08-31' }, latestTripOn: '2026-08-21' },
      ],
    ]);
    await screen.findByRole('dialog');
    await user.clear(screen.getByLabelText(copy.periodFrom));
    await user.type(screen.getByLabelText(copy.periodFrom), '2026-09-01');
    await user.selectOptions(screen.getByLabelText(copy.payer), MUTUAL.id);
    await screen.findByText(copy.periodHintUnbilled('Aug 21, 2026'));
    expect(screen.getByLabelText(copy.periodFrom)).toHaveProperty('value', '2026-09-01');
  });

  it('asks the server about the new period as the clerk changes it', async () => {
    const { user } = openDialog();
    await screen.findByRole('dialog');
    await user.selectOptions(screen.getByLabelText(copy.payer), MUTUAL.id);
    await user.clear(screen.getByLabelText(copy.periodFrom));
    await user.type(screen.getByLabelText(copy.periodFrom), '2026-11-01');
    await user.clear(screen.getByLabelText(copy.periodTo));
    await user.type(screen.getByLabelText(copy.periodTo), '2026-11-25');
    const asked = await network.waitForRequest(
      (request) => request.path.startsWith('/api/invoices/unbilled') && request.path.includes('periodTo=2026-11-25'),
    );
    expect(new URLSearchParams(asked.path.split('?')[1]).get('periodFrom')).toBe('2026-11-01');
    expect(new URLSearchParams(asked.path.split('?')[1]).get('payerId')).toBe(MUTUAL.id);
    expect(screen.getByText(copy.previewLoading)).toBeTruthy();
  });

  it('names a missing payer, then a period that ends before it starts, sending nothing; fixed, it sends the build', async () => {
    const { user } = openDialog();
    await screen.findByRole('dialog');
    await user.clear(screen.getByLabelText(copy.periodTo));
    await user.type(screen.getByLabelText(copy.periodTo), '2026-09-30');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(errorUnderField(copy.payer)).toBe('Choose a payer'));
    // The server's schema judges the order of the two days once the rest is right.
    await user.selectOptions(screen.getByLabelText(copy.payer), MUTUAL.id);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(errorUnderField(copy.periodTo)).toBe('Period end must be on or after its start'));
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText(copy.periodTo));
    await user.type(screen.getByLabelText(copy.periodTo), '2026-10-31');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    const sent = await network.waitForRequest(
      (request) => request.method === 'POST' && request.path === '/api/invoices',
    );
    expect(jsonBody(sent)).toEqual({ payerId: MUTUAL.id, ...OCTOBER });
    expect(await screen.findByRole('button', { name: copy.submitting })).toHaveProperty('disabled', true);
  });
});

describe('the period the preview asks about', () => {
  it('is only a payer with two real days in order', () => {
    expect(previewPeriod({ payerId: 'p', ...OCTOBER })).toEqual({ payerId: 'p', ...OCTOBER });
    expect(previewPeriod({ payerId: '', ...OCTOBER })).toBeNull();
    expect(previewPeriod({ payerId: 'p', periodFrom: '2026-10-01', periodTo: '2026-09-30' })).toBeNull();
    expect(previewPeriod({ payerId: 'p', periodFrom: '2026-02-30', periodTo: '2026-03-31' })).toBeNull();
  });
});
