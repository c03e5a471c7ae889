import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PayStatementStatus } from '@domain/pay-statement';
import { api } from '@/lib/api-client';
import { payKeys } from './pay-keys';

/** GET /api/pay-statements: newest first, a page at a time, optionally of one status. */
export const getPayStatements = (status: PayStatementStatus | undefined, cursor: string | null) =>
  api.get('/api/pay-statements', { query: { status: status || undefined, cursor: cursor ?? undefined } });

export const payStatementsQueryOptions = (status?: PayStatementStatus) =>
  infiniteQueryOptions({
    queryKey: payKeys.list({ status }),
    queryFn: ({ pageParam }) => getPayStatements(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePayStatements(status?: PayStatementStatus) {
  return useInfiniteQuery(payStatementsQueryOptions(status));
}

/** GET /api/pay-statements/{id}: one statement with its trips and adjustments. */
export const getPayStatement = (id: string) => api.get('/api/pay-statements/{id}', { path: { id } });

export function usePayStatement(id: string) {
  return useQuery({ queryKey: payKeys.detail(id), queryFn: () => getPayStatement(id) });
}

/** GET /api/drivers/me/pay-statements: the signed-in driver's issued and paid statements, newest first, a page at a time. */
export const getMyPayStatements = (cursor: string | null) =>
  api.get('/api/drivers/me/pay-statements', { query: { cursor: cursor ?? undefined } });

export const myPayStatementsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: payKeys.mine(),
    queryFn: ({ pageParam }) => getMyPayStatements(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyPayStatements() {
  return useInfiniteQuery(myPayStatementsQueryOptions());
}

/** GET /api/drivers/assignable: the drivers a statement can be built for (this feature's own fetcher). */
export const getPayableDrivers = () => api.get('/api/drivers/assignable');

export function usePayableDrivers(enabled: boolean) {
  return useQuery({ queryKey: payKeys.drivers(), queryFn: getPayableDrivers, enabled });
}
