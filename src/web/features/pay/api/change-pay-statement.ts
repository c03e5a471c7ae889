import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PayAdjustmentInput,
  PayStatement,
  PayStatementBuildInput,
  PayStatementPaidInput,
} from '@domain/pay-statement';
import { api } from '@/lib/api-client';
import { invalidatePay, payKeys } from './pay-keys';

const at = (id: string, action: string) => `/api/pay-statements/${encodeURIComponent(id)}/${action}`;

/** POST /api/pay-statements: a draft of the driver's unpaid trips of the period. */
export const buildPayStatement = (body: PayStatementBuildInput) => api.post<PayStatement>('/api/pay-statements', body);
/** POST /api/pay-statements/{id}/adjustments; the Idempotency-Key makes an adjustment sent again after a lost answer count once. */
export const addPayAdjustment = ({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: PayAdjustmentInput;
  idempotencyKey: string;
}) => api.post<PayStatement>(at(id, 'adjustments'), body, { headers: { 'Idempotency-Key': idempotencyKey } });
/** POST …/issue, …/paid, …/void. */
export const changePayStatement = (
  change: { id: string; action: 'issue' | 'void' } | { id: string; action: 'paid'; body: PayStatementPaidInput },
) => api.post<PayStatement>(at(change.id, change.action), change.action === 'paid' ? change.body : undefined);

/** Every change shares the pay prefix as its mutation key, so a page can wait for any of them (useIsMutating). */
function useChange<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: payKeys.all, mutationFn, onSuccess: () => invalidatePay(queryClient) });
}

export const useBuildPayStatement = () => useChange(buildPayStatement);
export const useAddPayAdjustment = () => useChange(addPayAdjustment);
export const useChangePayStatement = () => useChange(changePayStatement);
