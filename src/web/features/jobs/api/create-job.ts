import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobInput } from '@domain/job';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { invalidateAfterJobChange } from '@/lib/query-keys';

/** POST /api/jobs; the Idempotency-Key makes a retry of the same job record it once. */
export const createJob = (body: JobInput, idempotencyKey: string) =>
  api.post('/api/jobs', { body, headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * One Idempotency-Key per distinct body: a retry after a dropped connection reuses it, so the server
 * answers the first job instead of creating a second; a changed body gets a new key. A job made from a
 * referral moves that referral to assigned, so the referral lists refresh with the job lists.
 */
export function useCreateJob() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: JobInput) => {
      const serialized = JSON.stringify(body);
      if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
      return createJob(body, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
      return invalidateAfterJobChange(queryClient);
    },
  });
}
