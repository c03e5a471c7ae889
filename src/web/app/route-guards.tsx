import { type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { SessionUser } from '@domain';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

/** Signed-in pages: wait for the session, then send a visitor to /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return children;
}

/**
 * Sign-in pages: a user who is already signed in goes on to their page. Right after a sign-in the
 * login flow itself navigates (after SPEC.md's 500 ms), so the guard stands aside meanwhile.
 */
export function SignedOutOnly({ redirectTo, children }: { redirectTo: (user: SessionUser) => string; children: ReactNode }) {
  const { user, isLoading, isRedirecting } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user && !isRedirecting) return <Redirect to={redirectTo(user)} replace />;
  return children;
}
