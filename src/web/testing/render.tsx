import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionUser } from '@domain';
import { DEFAULT_COMPANY } from '@domain/company';
import { Toaster } from '@/components/ui/toast';
import { AuthProvider, sessionQueryKey } from '@/lib/auth';
import { companyQueryKey } from '@/lib/company-profile';
import { createQueryClient } from '@/lib/query-client';

export interface ScreenOptions {
  /** Who is signed in; a visitor by default. */
  user?: SessionUser | null;
  /** The page the component is shown on. */
  path?: string;
  /** Answers the app already holds, as if fetched earlier (query key, data). */
  cached?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** Every path the app navigated to, the first one included. */
  history: string[];
}

/**
 * Renders a screen inside the app's own providers (providers.tsx): the product's query client, the
 * session, a router and the notifications. The session and the company profile start as already known,
 * so rendering asks nothing of the network; what a form then sends is the test's business.
 * The Toaster is mounted directly rather than lazily, so a notification is on the page as soon as it is shown.
 */
export function renderWithProviders(
  ui: ReactElement,
  { user = null, path = '/', cached = [] }: ScreenOptions = {},
): RenderedScreen {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, user);
  queryClient.setQueryData(companyQueryKey, DEFAULT_COMPANY);
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const location = memoryLocation({ path, record: true });

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </Router>
    </QueryClientProvider>
  );
  // The overload without custom queries, so the result keeps the standard ones (getByLabelText and so on).
  const options: Omit<RenderOptions, 'queries'> = { wrapper };
  return { ...render(ui, options), user: userEvent.setup({ delay: null }), queryClient, history: location.history };
}

/** A signed-in account of the given role, as GET /api/session describes it. */
export function sessionUser(role: SessionUser['role'], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '7d9f2c1e-0b4a-4c4e-9a51-2f3b8c6d1e0a',
    username: `${role}-user`,
    email: `${role}@example.org`,
    firstName: 'Dana',
    lastName: 'Reyes',
    profileImageUrl: null,
    role,
    mfaEnabled: false,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}
