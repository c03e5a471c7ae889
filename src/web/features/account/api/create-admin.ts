import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@domain/auth';
import type { AdminAccountInput } from '@domain/profile';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** POST /api/admin/users (decision 003): only an admin creates another admin. */
export const createAdmin = (input: AdminAccountInput) =>
  api.post<SessionUser>('/api/admin/users', input, { headers: { 'Idempotency-Key': newIdempotencyKey() } });

export function useCreateAdmin() {
  return useMutation({ mutationFn: createAdmin });
}
