import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { SessionUser } from '@domain';
import { displayName } from '@domain/display-name';
import { toast } from '@/components/ui/use-toast';
import { isMfaChallenge } from '@domain/mfa-challenge';
import { ApiError, errorMessage } from '../api-client';
import { useCompany, companyQueryKey } from '../company-profile';
import { useLiveChanges } from '../live-changes';
import { OFFLINE_RUN_CACHE } from '../offline-run';
import { installOfflineApp } from '../offline-app';
import { isNetworkError } from '../network-error';
import { rememberSessionRole } from '../last-role';
import { AuthContext, type AuthContextValue } from './auth-context';
import {
  accountQueryKey,
  createAccount,
  fetchSessionUser,
  sessionQueryKey,
  signIn,
  signOut,
  verifySignIn,
} from './session-api';

/** docs/product/constants.md: the pause after sign-in, so the welcome toast is seen before the page changes. */
const LOGIN_REDIRECT_DELAY_MS = 500;

/** Where a user lands after signing in: drivers have their own portal (decision 022). */
export function homeFor(user: Pick<SessionUser, 'role'>): string {
  return user.role === 'driver' ? '/driver-portal' : '/dashboard';
}

/**
 * Where to go after signing in when the sign-in page was reached from an ended session: `?next=` holds the
 * page the user was on. Only a path on this site is followed (one leading slash, no scheme, no backslash),
 * so a link cannot send a user elsewhere after they sign in.
 */
function nextAfterSignIn(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) && !next.includes('\\') ? next : undefined;
}

/** The sign-in page for someone whose session ended on `path`, with the way back. */
export function signInPathFor(path: string, role?: SessionUser['role']): string {
  const page = role === 'driver' || path.startsWith('/driver-portal') ? '/driver-login' : '/auth';
  return path === '/' ? page : `${page}?next=${encodeURIComponent(path)}`;
}

/** A new identity must not see the previous one's cached lists; the company profile is public. */
function replaceSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== companyQueryKey[0] && query.queryKey[0] !== sessionQueryKey[0],
  });
  queryClient.setQueryData(sessionQueryKey, user);
  if (user) queryClient.setQueryData(accountQueryKey, user);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const company = useCompany();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const session = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSessionUser });
  // No answer is not "signed out" (a phone without signal, a first visit before the offline support is in): the
  // session is unknown, the guards show an offline notice instead of the sign-in page, and the check is asked
  // again when the signal returns.
  const offline = session.data === undefined && (session.fetchStatus === 'paused' || isNetworkError(session.error));
  useEffect(() => {
    const recover = () => {
      const state = queryClient.getQueryState(sessionQueryKey);
      if (!state || state.status === 'error' || state.data === undefined)
        void queryClient.refetchQueries({ queryKey: sessionQueryKey });
      // What the page failed to read meanwhile is read again too.
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error' && isNetworkError(query.state.error),
      });
    };
    window.addEventListener('online', recover);
    return () => window.removeEventListener('online', recover);
  }, [queryClient]);
  const { refetch } = session;
  const retrySession = useCallback(() => void refetch(), [refetch]);
  useEffect(() => {
    // Without an answer the role is unknown, not gone.
    if (!session.isLoading && !offline) rememberSessionRole(session.data?.role ?? null);
  }, [session.data, session.isLoading, offline]);
  // Lists and boards follow changes made elsewhere while someone is signed in (docs/decisions/050-live-changes.md).
  useLiveChanges(Boolean(session.data));

  // A 401 on any call while signed in means the session ended (idle time-out, signed out elsewhere, a
  // password change): forget the user, so the page's guard sends them to sign in and back (`?next=`).
  useEffect(() => {
    const ended = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401 || !queryClient.getQueryData(sessionQueryKey)) return;
      replaceSessionUser(queryClient, null);
      toast({
        title: 'Session ended',
        description: 'Your session has ended. Please sign in again to continue.',
        variant: 'destructive',
      });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') ended(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  /** A signed-in answer, from either step: replace the identity, greet, and go home after the pause. */
  const completeSignIn = (user: SessionUser) => {
    setIsRedirecting(true);
    replaceSessionUser(queryClient, user);
    // The offline support is installed now, not at the browser's next quiet moment (docs/decisions/058-installable-portal.md).
    installOfflineApp();
    toast({ title: 'Login successful', description: `Welcome back, ${displayName(user)}!`, brief: true });
    window.clearTimeout(redirectTimer.current);
    redirectTimer.current = window.setTimeout(() => {
      navigate(nextAfterSignIn(window.location.search) ?? homeFor(user));
      setIsRedirecting(false);
    }, LOGIN_REDIRECT_DELAY_MS);
  };

  const loginMutation = useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      // An enrolled admin: the form asks for the second step; nobody is signed in yet.
      if (isMfaChallenge(result)) return;
      completeSignIn(result);
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: errorMessage(error, 'Invalid username or password'),
        variant: 'destructive',
      });
    },
  });

  const verifyMfaMutation = useMutation({
    mutationFn: verifySignIn,
    onSuccess: completeSignIn,
    onError: (error) => {
      // A wrong code is shown under its field by the form; anything else (401 expired step, 429) is a toast.
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors.code) return;
      const expired = error instanceof ApiError && error.status === 401;
      const description = expired
        ? 'Sign in again'
        : errorMessage(error, 'The code could not be checked. Please try again.');
      toast({ title: 'Login failed', description, variant: 'destructive' });
    },
  });

  const registerMutation = useMutation({
    mutationFn: createAccount,
    onSuccess: (user) => {
      // Navigate before the cache update so the /auth page does not first bounce to /dashboard.
      navigate('/');
      replaceSessionUser(queryClient, user);
      toast({ title: 'Registration successful', description: `Welcome to ${company.name}, ${displayName(user)}!` });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'Failed to create account'),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Leave a signed-in-only page first, so its guard does not send the user to /auth instead.
      navigate('/');
      replaceSessionUser(queryClient, null);
      // The run kept for use without signal holds riders' names and addresses: it leaves with the driver
      // (docs/decisions/058-installable-portal.md).
      if (typeof caches !== 'undefined') void caches.delete(OFFLINE_RUN_CACHE);
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorMessage(error, error.message), variant: 'destructive' });
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.data ?? null,
      isLoading: session.isLoading,
      error: session.error,
      offline,
      retrySession,
      isRedirecting,
      loginMutation,
      verifyMfaMutation,
      registerMutation,
      logoutMutation,
    }),
    [
      session.data,
      session.isLoading,
      session.error,
      offline,
      retrySession,
      isRedirecting,
      loginMutation,
      verifyMfaMutation,
      registerMutation,
      logoutMutation,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
