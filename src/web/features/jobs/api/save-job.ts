import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobInput } from '@domain/job';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { invalidateJobLists } from './job-queries';

/**
 * POST /api/jobs with one Idempotency-Key per distinct body: a retry after a dropped connection
 * reuses it, so the server answers the first job instead of creating a second; a changed body gets
 * a new key.
 */
export function useCreateJob() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: JobInput) => {
      const serialized = JSON.stringify(body);
      if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
      return api.post<Job>('/api/jobs', body, { headers: { 'Idempotency-Key': attempt.current.key } });
    },
    onSuccess: () => {
      attempt.current = null;
      return invalidateJobLists(queryClient);
    },
  });
}

/** PUT /api/jobs/{id}: the admin sends the whole job. */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: JobInput }) => api.put<Job>(`/api/jobs/${encodeURIComponent(id)}`, body),
    onSuccess: () => invalidateJobLists(queryClient),
  });
}

/** DELETE /api/jobs/{id}. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/jobs/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateJobLists(queryClient),
  });
}
