import { useMutation } from '@tanstack/react-query';
import type { AdminAccountInput } from '@domain/profile';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** POST /api/admin/users (decision 003): only an admin creates another admin. */
export const createAdmin = (input: AdminAccountInput) =>
  api.post('/api/admin/users', { body: input, headers: { 'Idempotency-Key': newIdempotencyKey() } });

export function useCreateAdmin() {
  return useMutation({ mutationFn: createAdmin });
}
