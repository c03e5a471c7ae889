import type { LoginInput, RegisterInput } from '@domain';
import type { MfaLoginInput } from '@domain/mfa';
import { api } from '../api-client';

/**
 * The session check asks /api/session, which answers 200 with `user: null` for a visitor: the
 * /api/user of docs/product/api-calls.md answers 401 instead, which every browser logs as an error on every visitor's page
 * (docs/decisions/004). The signed-in home still reads /api/auth/user as docs/product/api-calls.md says.
 */
export const sessionQueryKey = ['/api/session'] as const;
export const accountQueryKey = ['/api/auth/user'] as const;

export const fetchSessionUser = async () => (await api.get('/api/session')).user;

/** An enrolled admin gets `{ mfaRequired: true }` and a pending cookie instead of a session (ASVS 6.3.3). */
export const signIn = (credentials: LoginInput) => api.post('/api/login', { body: credentials });
/** The second step: the authenticator app's code or a one-time recovery code. */
export const verifySignIn = (input: MfaLoginInput) => api.post('/api/login/mfa', { body: input });
export const createAccount = (input: RegisterInput) => api.post('/api/register', { body: input });
export const signOut = () => api.post('/api/logout');
