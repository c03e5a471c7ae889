import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { billingCopy } from '../content';
import { ClaimFileUpload } from './claim-file-upload';

const copy = billingCopy.answers;
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

const posts = () => network.requests.filter((r) => r.method === 'POST' && r.path === '/api/claim-files');
const ISA =
  'ISA*00*          *00*          *ZZ*CLEARINGHOUSE  *ZZ*KEYSTONE       *261120*1200*^*00501*000000042*0*T*:~';

describe('posting a clearinghouse file', () => {
  it('asks for a file before sending anything', async () => {
    const { user } = renderWithProviders(<ClaimFileUpload />, {
      user: sessionUser('admin'),
      path: '/billing?tab=claims',
    });
    await user.click(screen.getByRole('button', { name: copy.post }));
    expect(await screen.findByText(copy.chooseFile)).toBeTruthy();
    expect(screen.getByLabelText(copy.fileLabel).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('sends the file’s text as it is, with its name, once while the answer is awaited, and keeps the file for another try', async () => {
    const { user } = renderWithProviders(<ClaimFileUpload />, {
      user: sessionUser('admin'),
      path: '/billing?tab=claims',
    });
    const text = `${ISA}\nGS*HP*CLEARINGHOUSE*KEYSTONE*20261120*1200*42*X*005010X221A1~\n`;
    await user.upload(screen.getByLabelText(copy.fileLabel), new File([text], 'remit.835', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: copy.post }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(jsonBody(posts()[0]!)).toEqual({ fileName: 'remit.835', content: text });
    const pending = await screen.findByRole('button', { name: copy.posting });
    expect(pending).toHaveProperty('disabled', true);
    await user.click(pending);
    expect(posts()).toHaveLength(1);

    // The answer is lost: the clerk is told, and the same file goes again with one press.
    network.dropHeld();
    expect(await screen.findByText(billingCopy.toasts.fileNotPosted.title)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: copy.post }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(jsonBody(posts()[1]!)).toEqual({ fileName: 'remit.835', content: text });
  });
});
