import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiderInput } from '@domain/rider';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/riders; the Idempotency-Key makes a retry of the same rider record it once. */
export const createRider = (body: RiderInput, idempotencyKey: string) =>
  api.post('/api/riders', { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** One Idempotency-Key per distinct body, as for a new job: a retry reuses it, a changed form gets a new one. */
export function useCreateRider() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: RiderInput) => {
      const serialized = JSON.stringify(body);
      if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
      return createRider(body, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
      return queryClient.invalidateQueries({ queryKey: queryKeys.riders.all });
    },
  });
}
