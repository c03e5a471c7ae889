export { AuthProvider, homeFor, signInPathFor } from './auth-provider';
export { useAuth } from './auth-context';
export { sessionQueryKey, accountQueryKey, fetchSessionUser } from './session-api';
