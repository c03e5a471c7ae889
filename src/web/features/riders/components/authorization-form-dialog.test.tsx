import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { authorizationsCopy } from '@/content/authorizations';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { sampleAuthorization } from '@/testing/referral';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { AuthorizationFormDialog } from './authorization-form-dialog';

// docs/decisions/099-claims-a-clearinghouse-accepts.md: the injury's diagnoses travel on every claim under it.
const { form } = authorizationsCopy;
const riderId = '7c6b5a49-3827-4162-9f0e-d1c2b3a49586';
const authorization = sampleAuthorization({ riderId, diagnosisCodes: ['S72.001A'] });

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('stall');
});
afterEach(() => network.close());

describe("an authorization's diagnosis codes", () => {
  it('are shown as typed, refused under the field when one is not a code, and sent normalized', async () => {
    const { user } = renderWithProviders(
      <AuthorizationFormDialog riderId={riderId} mode={{ kind: 'edit', authorization }} onClose={vi.fn()} />,
      { user: sessionUser('admin'), path: `/riders/${riderId}` },
    );
    const codes = (await screen.findByLabelText(form.diagnosisCodes)) as HTMLInputElement;
    await waitFor(() => expect(codes.value).toBe('S72.001A'));

    await user.type(codes, ', knee');
    await user.click(screen.getByRole('button', { name: form.save }));
    await waitFor(() =>
      expect(errorUnderField(form.diagnosisCodes)).toBe('"knee" is not an ICD-10-CM code, such as Z99.2'),
    );
    expect(network.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(codes);
    await user.type(codes, 's72001a, m25.561');
    await user.click(screen.getByRole('button', { name: form.save }));
    const sent = await network.waitForRequest(
      (r) => r.method === 'PUT' && r.path === `/api/authorizations/${authorization.id}`,
    );
    expect(jsonBody(sent)).toMatchObject({
      diagnosisCodes: ['S72.001A', 'M25.561'],
      authorizationNumber: 'AUTH-88120',
    });
  });
});
