import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayAdjustmentInput, PayStatementBuildInput, PayStatementPaidInput } from '@domain/pay-statement';
import { api } from '@/lib/api-client';
import { invalidatePay, payKeys } from './pay-keys';

/** POST /api/pay-statements: a draft of the driver's unpaid trips of the period. */
export const buildPayStatement = (body: PayStatementBuildInput) => api.post('/api/pay-statements', { body });
/** POST /api/pay-statements/{id}/adjustments; the Idempotency-Key makes an adjustment sent again after a lost answer count once. */
export const addPayAdjustment = ({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: PayAdjustmentInput;
  idempotencyKey: string;
}) =>
  api.post('/api/pay-statements/{id}/adjustments', {
    path: { id },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
/** POST …/issue, …/paid, …/void. */
export const changePayStatement = (
  change: { id: string; action: 'issue' | 'void' } | { id: string; action: 'paid'; body: PayStatementPaidInput },
) =>
  api.post(`/api/pay-statements/{id}/${change.action}`, {
    path: { id: change.id },
    body: change.action === 'paid' ? change.body : undefined,
  });

/** Every change shares the pay prefix as its mutation key, so a page can wait for any of them (useIsMutating). */
function useChange<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: payKeys.all, mutationFn, onSuccess: () => invalidatePay(queryClient) });
}

export const useBuildPayStatement = () => useChange(buildPayStatement);
export const useAddPayAdjustment = () => useChange(addPayAdjustment);
export const useChangePayStatement = () => useChange(changePayStatement);
