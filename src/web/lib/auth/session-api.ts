import type { LoginInput, RegisterInput, SessionUser } from '@domain';
import { api } from '../api-client';

/** The signed-in user; SPEC.md section 7 reads it from /api/user, the signed-in home from /api/auth/user. */
export const sessionQueryKey = ['/api/user'] as const;
export const accountQueryKey = ['/api/auth/user'] as const;

export const signIn = (credentials: LoginInput) => api.post<SessionUser>('/api/login', credentials);
export const createAccount = (input: RegisterInput) => api.post<SessionUser>('/api/register', input);
export const signOut = () => api.post<void>('/api/logout');
