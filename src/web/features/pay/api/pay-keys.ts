import type { QueryClient } from '@tanstack/react-query';

/** The pay screens' query keys, under one prefix, so any change to a statement reads every list and page again. */
export const payKeys = {
  all: ['pay-statements'] as const,
  list: (filters: { status?: string | undefined }) => ['pay-statements', 'list', filters] as const,
  detail: (id: string) => ['pay-statements', 'detail', id] as const,
  mine: () => ['pay-statements', 'mine'] as const,
  drivers: () => ['pay-statements', 'drivers'] as const,
  unpaid: (period: { periodFrom: string; periodTo: string }) => ['pay-statements', 'unpaid', period] as const,
};

export const invalidatePay = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: payKeys.all });
