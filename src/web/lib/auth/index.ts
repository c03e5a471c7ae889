export { AuthProvider, homeFor, LOGIN_REDIRECT_DELAY_MS, nextAfterSignIn, signInPathFor } from './auth-provider';
export { useAuth, type AuthContextValue } from './auth-context';
export { sessionQueryKey, accountQueryKey, fetchSessionUser } from './session-api';
