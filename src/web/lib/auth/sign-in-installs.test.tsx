import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { waitFor } from '@testing-library/react';
import { startApiServer, type ApiServer } from '@/testing/api-server';
import { renderWithProviders } from '@/testing/render';
import { installOfflineApp } from '../offline-app';
import { useAuth } from './auth-context';

// The browser's service worker is outside this test; whether the sign-in asks for it is the point.
vi.mock('../offline-app', () => ({ installOfflineApp: vi.fn() }));

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
}, 120_000);
afterAll(() => server?.close());

function SignIn({ as }: { as: { username: string; password: string } }) {
  const { loginMutation } = useAuth();
  useEffect(() => loginMutation.mutate(as), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

describe('a successful sign-in against the real API', () => {
  it('installs the offline support right away', async () => {
    renderWithProviders(<SignIn as={server.admin} />, { path: '/driver-login' });
    await waitFor(() => expect(installOfflineApp).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
