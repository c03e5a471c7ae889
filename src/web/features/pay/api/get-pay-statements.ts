import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Driver } from '@domain/driver';
import type { Page } from '@domain/page';
import type { PayStatement, PayStatementStatus, PayStatementSummary } from '@domain/pay-statement';
import { api } from '@/lib/api-client';
import { payKeys } from './pay-keys';

/** A page's query string: the filters that are set, and the cursor of the page after the last one read. */
function pageQueryString(filters: Record<string, string | undefined>, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/pay-statements: newest first, a page at a time, optionally of one status. */
export const getPayStatements = (status: PayStatementStatus | undefined, cursor: string | null) =>
  api.get<Page<PayStatementSummary>>(`/api/pay-statements${pageQueryString({ status }, cursor)}`);

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
export const getPayStatement = (id: string) => api.get<PayStatement>(`/api/pay-statements/${encodeURIComponent(id)}`);

export function usePayStatement(id: string) {
  return useQuery({ queryKey: payKeys.detail(id), queryFn: () => getPayStatement(id) });
}

/** GET /api/drivers/me/pay-statements: the signed-in driver's issued and paid statements, newest first, a page at a time. */
export const getMyPayStatements = (cursor: string | null) =>
  api.get<Page<PayStatementSummary>>(`/api/drivers/me/pay-statements${pageQueryString({}, cursor)}`);

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
export const getPayableDrivers = () => api.get<Driver[]>('/api/drivers/assignable');

export function usePayableDrivers(enabled: boolean) {
  return useQuery({ queryKey: payKeys.drivers(), queryFn: getPayableDrivers, enabled });
}
