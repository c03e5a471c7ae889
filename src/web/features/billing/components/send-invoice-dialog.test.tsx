import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Invoice, InvoiceClaim } from '@domain/invoice';
import { CLAIM_PROBLEM_LABELS } from '@domain/invoice';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { useInvoice } from '../api/get-invoice';
import { invoiceKeys } from '../api/keys';
import { billingCopy } from '../content';
import { SendInvoiceDialog } from './send-invoice-dialog';

const copy = billingCopy.send;
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const claim = (overrides: Partial<InvoiceClaim>): InvoiceClaim => ({
  id: '5b8e1c7a-3d2f-4e6a-9b1c-0d2e3f4a5b6c',
  jobId: '6c9f2d8b-4e3a-4f7b-8c2d-1e3f4a5b6c7d',
  serviceDate: '2026-11-20',
  riderName: 'Ruth Feldman',
  memberId: null,
  claimNumber: 'WC-2026-0042',
  authorizationNumber: 'AUTH-77',
  levelOfService: 'wheelchair',
  pickupAddress: '1200 Spruce St, Philadelphia, PA 19107',
  dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
  driverName: 'Jordan Lee',
  total: '78.73',
  lines: [],
  problems: [],
  status: 'draft',
  paid: '0.00',
  payerClaimNumber: null,
  reasons: [],
  ...overrides,
});

const invoiceWith = (claims: InvoiceClaim[]): Invoice => ({
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  number: 'INV-000042',
  payerId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  payerName: 'Commonwealth Workers’ Comp Mutual',
  payerType: 'workers_comp',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  status: 'draft',
  claimCount: claims.length,
  total: '157.46',
  paid: '0.00',
  balance: '157.46',
  sentOn: null,
  dueOn: null,
  createdAt: '2026-11-26T14:00:00.000Z',
  termsDays: 45,
  deniedReason: null,
  voidReason: null,
  claims,
  payments: [],
});

const sends = () => network.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/send'));
const open = (invoice: Invoice) =>
  renderWithProviders(<SendInvoiceDialog invoice={invoice} open today="2026-11-26" onClose={vi.fn()} />, {
    user: sessionUser('admin'),
    path: `/billing/invoices/${invoice.id}`,
  });

describe('Send invoice', () => {
  it('lists each claim’s problems and sends nothing until "Send with these problems" is ticked', async () => {
    const invoice = invoiceWith([
      claim({ problems: ['signature_missing', 'authorization_invalid'] }),
      claim({ id: '7d0a3e9c-5f4b-4a8c-9d3e-2f4a5b6c7d8e', riderName: 'Harold Finch', problems: [] }),
    ]);
    const { user } = open(invoice);
    const dialog = await screen.findByRole('dialog', { name: `${copy.title} INV-000042` });
    expect(dialog.textContent).toContain(copy.problemsHeading(1));
    expect(dialog.textContent).toContain(CLAIM_PROBLEM_LABELS.signature_missing);
    expect(dialog.textContent).toContain(CLAIM_PROBLEM_LABELS.authorization_invalid);
    // Only the claim with problems is listed.
    expect(dialog.textContent).not.toContain('Harold Finch');
    expect(screen.getByLabelText(copy.sentOn)).toHaveProperty('value', '2026-11-26');

    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(errorUnderField(copy.acknowledge)).toBe(copy.acknowledgeRequired));
    expect(sends()).toEqual([]);

    await user.click(screen.getByLabelText(copy.acknowledge));
    await user.click(screen.getByRole('button', { name: copy.submit }));
    const sent = await network.waitForRequest(
      (request) => request.method === 'POST' && request.path === `/api/invoices/${invoice.id}/send`,
    );
    expect(jsonBody(sent)).toEqual({ sentOn: '2026-11-26', acknowledgeProblems: true });
    // One send at a time: the button says it is working and cannot be pressed again.
    expect(await screen.findByRole('button', { name: copy.submitting })).toHaveProperty('disabled', true);
  });

  it('offers no day after today', async () => {
    open(invoiceWith([claim({})]));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(copy.sentOn)).toHaveProperty('max', '2026-11-26');
  });

  it('refuses a sent date before the period ends, under the date, and sends nothing', async () => {
    const { user } = open(invoiceWith([claim({})]));
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(copy.sentOn)).toHaveProperty('min', '2026-10-31');
    await user.clear(screen.getByLabelText(copy.sentOn));
    await user.type(screen.getByLabelText(copy.sentOn), '2026-10-30');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() =>
      expect(errorUnderField(copy.sentOn)).toBe('Sent date cannot be before the period ends (Oct 31, 2026)'),
    );
    expect(sends()).toEqual([]);
  });

  it('reads the invoice again when the send fails, so problems found meanwhile appear with the tick and the day chosen is kept', async () => {
    // The dialog as the invoice page shows it: fed by the invoice's query, which held a clean invoice.
    const invoice = invoiceWith([claim({})]);
    const FromThePage = () => {
      const { data } = useInvoice(invoice.id);
      return data ? <SendInvoiceDialog invoice={data} open today="2026-11-26" onClose={vi.fn()} /> : null;
    };
    const { user, queryClient } = renderWithProviders(<FromThePage />, {
      user: sessionUser('admin'),
      path: `/billing/invoices/${invoice.id}`,
      cached: [[invoiceKeys.detail(invoice.id), invoice]],
    });
    await screen.findByRole('dialog');
    expect(screen.getByText(copy.noProblems)).toBeTruthy();
    await user.clear(screen.getByLabelText(copy.sentOn));
    await user.type(screen.getByLabelText(copy.sentOn), '2026-11-24');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await network.waitForRequest((request) => request.method === 'POST' && request.path.endsWith('/send'));

    // The send fails (here the connection is lost; a 422 'claim_checks' after a trip changed takes the same way).
    network.dropHeld();
    await network.waitForRequest(
      (request) => request.method === 'GET' && request.path === `/api/invoices/${invoice.id}`,
    );
    expect(await screen.findByRole('button', { name: copy.submit })).toHaveProperty('disabled', false);

    // The invoice as read again: one claim now has a problem.
    queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoiceWith([claim({ problems: ['signature_missing'] })]));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain(copy.problemsHeading(1)));
    expect(dialog.textContent).toContain(CLAIM_PROBLEM_LABELS.signature_missing);
    expect(screen.getByLabelText(copy.sentOn)).toHaveProperty('value', '2026-11-24');

    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(errorUnderField(copy.acknowledge)).toBe(copy.acknowledgeRequired));
    expect(sends()).toHaveLength(1);
    await user.click(screen.getByLabelText(copy.acknowledge));
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(jsonBody(sends()[1]!)).toEqual({ sentOn: '2026-11-24', acknowledgeProblems: true });
  });

  it('asks for no acknowledgement when every claim passed, and sends the day chosen', async () => {
    const invoice = invoiceWith([claim({})]);
    const { user } = open(invoice);
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText(copy.acknowledge)).toBeNull();
    expect(screen.getByText(copy.noProblems)).toBeTruthy();
    await user.clear(screen.getByLabelText(copy.sentOn));
    await user.type(screen.getByLabelText(copy.sentOn), '2026-11-24');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    const sent = await network.waitForRequest((request) => request.method === 'POST' && request.path.endsWith('/send'));
    expect(jsonBody(sent)).toEqual({ sentOn: '2026-11-24' });
  });
});
