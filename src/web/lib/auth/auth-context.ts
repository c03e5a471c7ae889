import { createContext, useContext } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, SessionUser } from '@domain';
import type { LoginResult, MfaLoginInput } from '@domain/mfa';

export interface AuthContextValue {
  /** null when signed out; also null while loading (check isLoading first). */
  user: SessionUser | null;
  isLoading: boolean;
  /** Set when the session check failed for a reason other than 401 (server down, for instance). */
  error: Error | null;
  /** The session check got no answer (no signal): who is signed in is unknown, not "nobody". */
  offline: boolean;
  /** Asks the session check again (the offline notice's "Try again"). */
  retrySession: () => void;
  /** True between a successful sign-in and the navigation that follows it (docs/product/constants.md: 500 ms). */
  isRedirecting: boolean;
  /** Answers the user, or `{ mfaRequired: true }` for an enrolled admin, who then needs `verifyMfaMutation`. */
  loginMutation: UseMutationResult<LoginResult, Error, LoginInput>;
  /** The second step of an enrolled admin's sign-in; succeeds exactly as a one-step sign-in does. */
  verifyMfaMutation: UseMutationResult<SessionUser, Error, MfaLoginInput>;
  registerMutation: UseMutationResult<SessionUser, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  // docs/product/errors.md: using auth outside its provider is a programming error, so fail loudly.
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
