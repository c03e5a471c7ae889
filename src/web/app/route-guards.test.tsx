import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_COMPANY } from '@domain/company';
import { AuthProvider } from '@/lib/auth';
import { companyQueryKey } from '@/lib/company-profile';
import { createQueryClient } from '@/lib/query-client';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { RequireUser } from './route-guards';

let network: UnreliableNetwork;
beforeEach(async () => {
  // Every call fails without an answer, as with no signal.
  network = await startUnreliableNetwork('drop');
});
afterEach(() => network.close());

// A variable, as the router passes it: a literal `role=` reads to the accessibility linter as an ARIA role.
const DRIVER = 'driver' as const;
const sessionChecks = () => network.requests.filter((request) => request.path === '/api/session');

/** The portal opened on a first visit, the session not known yet (no cached answer). */
function openPortal() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(companyQueryKey, DEFAULT_COMPANY);
  const location = memoryLocation({ path: '/driver-portal', record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AuthProvider>
          <RequireUser role={DRIVER}>
            <p>The driver's run</p>
          </RequireUser>
        </AuthProvider>
      </Router>
    </QueryClientProvider>,
  );
  return location.history;
}

describe('a session check without an answer', () => {
  it('is "offline", not "signed out": the page stays and says so instead of going to sign-in', async () => {
    const history = openPortal();
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(sessionChecks()).toHaveLength(1);
    expect(history).toEqual(['/driver-portal']);
  });

  it('is asked again when the signal returns', async () => {
    openPortal();
    await screen.findByRole('heading', { name: 'You are offline' });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sessionChecks()).toHaveLength(2));
  });
});
