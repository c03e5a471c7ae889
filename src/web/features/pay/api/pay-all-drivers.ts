import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayPeriodInput } from '@domain/pay-statement';
import { api } from '@/lib/api-client';
import { invalidatePay, payKeys } from './pay-keys';

/** GET /api/pay-statements/unpaid: per driver, what building for the period would pay. */
export const getUnpaid = ({ periodFrom, periodTo }: PayPeriodInput) =>
  api.get('/api/pay-statements/unpaid', { query: { periodFrom, periodTo } });

/** The preview for a complete period; nothing is asked while it is missing or out of order. Asked again at each opening. */
export function useUnpaid(period: PayPeriodInput | null) {
  return useQuery({
    queryKey: payKeys.unpaid(period ?? { periodFrom: '', periodTo: '' }),
    queryFn: () => getUnpaid(period!),
    enabled: period !== null,
    gcTime: 0,
  });
}

/** POST /api/pay-statements/all: a draft for every driver with trips to pay in the period. */
export const buildForAllDrivers = (body: PayPeriodInput) => api.post('/api/pay-statements/all', { body });

export function useBuildForAllDrivers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: payKeys.all,
    mutationFn: buildForAllDrivers,
    onSuccess: () => invalidatePay(queryClient),
  });
}
