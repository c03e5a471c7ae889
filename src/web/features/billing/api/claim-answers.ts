import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ClaimFileInput, ClaimStatus } from '@domain/claim-answer';
import { api } from '@/lib/api-client';
import { invalidateAfterInvoiceChange, invoiceKeys } from './keys';

/**
 * The clearinghouse's files and the claims' answers (docs/decisions/101-posting-claim-answers.md). Their keys sit
 * under the invoices' prefix: a posted file changes invoices, their balances and the aging together.
 */
export const claimKeys = {
  files: [...invoiceKeys.all, 'claim-files'] as const,
  file: (id: string) => [...invoiceKeys.all, 'claim-files', id] as const,
  claims: (statuses: readonly ClaimStatus[]) => [...invoiceKeys.all, 'claims', statuses.join(',')] as const,
};

export const claimFilesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: claimKeys.files,
    queryFn: ({ pageParam }) => api.get('/api/claim-files', { query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useClaimFiles = () => useInfiniteQuery(claimFilesQueryOptions());

export const useClaimFile = (id: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: claimKeys.file(id ?? ''),
      queryFn: () => api.get('/api/claim-files/{id}', { path: { id: id! } }),
    }),
    enabled: Boolean(id),
  });

export const useClaims = (statuses: readonly ClaimStatus[]) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: claimKeys.claims(statuses),
      queryFn: ({ pageParam }) =>
        api.get('/api/claims', { query: { status: statuses.join(','), cursor: pageParam ?? undefined } }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );

export function usePostClaimFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimFileInput) => api.post('/api/claim-files', { body }),
    onSuccess: (file) => {
      queryClient.setQueryData(claimKeys.file(file.id), file);
      return invalidateAfterInvoiceChange(queryClient);
    },
  });
}

export function useCorrectClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acknowledgeProblems }: { id: string; acknowledgeProblems: boolean }) =>
      api.post('/api/claims/{id}/correct', { path: { id }, body: acknowledgeProblems ? { acknowledgeProblems } : {} }),
    onSuccess: () => invalidateAfterInvoiceChange(queryClient),
  });
}
