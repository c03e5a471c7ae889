import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LevelOfService } from '@domain/level-of-service';
import type { RateInput } from '@domain/payer';
import { api } from '@/lib/api-client';
import { invalidateAfterPayerChange } from '@/lib/query-keys';

/** PUT /api/payers/{id}/rates/{level}: the payer's rate for one level of service, replacing the last. */
export const setRate = ({ payerId, level, body }: { payerId: string; level: LevelOfService; body: RateInput }) =>
  api.put('/api/payers/{id}/rates/{level}', { path: { id: payerId, level }, body });

export function useSetRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRate, onSuccess: () => invalidateAfterPayerChange(queryClient) });
}
