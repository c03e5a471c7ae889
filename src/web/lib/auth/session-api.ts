import type { LoginInput, RegisterInput, SessionUser } from '@domain';
import { api } from '../api-client';

/**
 * The session check asks /api/session, which answers 200 with `user: null` for a visitor: SPEC.md's
 * /api/user answers 401 instead, which every browser logs as an error on every visitor's page
 * (docs/decisions/004). The signed-in home still reads /api/auth/user as SPEC.md says.
 */
export const sessionQueryKey = ['/api/session'] as const;
export const accountQueryKey = ['/api/auth/user'] as const;

export const fetchSessionUser = async () => (await api.get<{ user: SessionUser | null }>('/api/session')).user;

export const signIn = (credentials: LoginInput) => api.post<SessionUser>('/api/login', credentials);
export const createAccount = (input: RegisterInput) => api.post<SessionUser>('/api/register', input);
export const signOut = () => api.post<void>('/api/logout');
