import { type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { Role, SessionUser } from '@domain';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { homeFor, signInPathFor, useAuth } from '@/lib/auth';

/**
 * Signed-in pages: wait for the session, then send a visitor to /auth. A page meant for one role
 * (`role`) sends everyone else to their own home before it mounts, so it never asks the server for
 * data that user cannot have (an administrator on /driver-portal, docs/decisions/016).
 */
export function RequireUser({ role, children }: { role?: Role; children: ReactNode }) {
  const { user, isLoading, offline, retrySession } = useAuth();
  const [path] = useLocation();
  if (isLoading) return <PageSpinner />;
  // No answer is not "signed out": stay on this page until the signal returns.
  if (!user && offline) return <OfflineNotice onRetry={retrySession} />;
  // The way back: after signing in, the user returns to this page (an ended session, a bookmarked page).
  if (!user) return <Redirect to={signInPathFor(`${path}${window.location.search}`, role)} replace />;
  if (role && user.role !== role) return <Redirect to={homeFor(user)} replace />;
  return children;
}

/**
 * Sign-in pages: a user who is already signed in goes on to their page. Right after a sign-in the
 * login flow itself navigates (after the 500 ms of docs/product/constants.md), so the guard stands aside meanwhile.
 */
export function SignedOutOnly({
  redirectTo,
  children,
}: {
  redirectTo: (user: SessionUser) => string;
  children: ReactNode;
}) {
  const { user, isLoading, isRedirecting } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user && !isRedirecting) return <Redirect to={redirectTo(user)} replace />;
  return children;
}
