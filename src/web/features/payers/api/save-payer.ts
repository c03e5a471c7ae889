import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayerInput } from '@domain/payer';
import { api } from '@/lib/api-client';
import { invalidateAfterPayerChange } from '@/lib/query-keys';

/** POST /api/payers adds a payer; PUT /api/payers/{id} replaces one whole. */
export const createPayer = (body: PayerInput) => api.post('/api/payers', { body });
export const updatePayer = ({ id, body }: { id: string; body: PayerInput }) =>
  api.put('/api/payers/{id}', { path: { id }, body });

export function useCreatePayer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPayer, onSuccess: () => invalidateAfterPayerChange(queryClient) });
}

export function useUpdatePayer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePayer, onSuccess: () => invalidateAfterPayerChange(queryClient) });
}
