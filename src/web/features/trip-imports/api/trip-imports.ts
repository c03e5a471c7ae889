import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ManifestMapping } from '@domain/manifest-mapping';
import type { TripImport, TripImportInput } from '@domain/trip-import';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Brokers' manifests (docs/decisions/105-broker-trip-import.md). */
export const importKeys = {
  all: ['trip-imports'] as const,
  list: ['trip-imports', 'list'] as const,
  detail: (id: string) => ['trip-imports', 'detail', id] as const,
  mapping: (payerId: string) => ['trip-imports', 'mapping', payerId] as const,
  payers: ['trip-imports', 'payers'] as const,
};

export const useImports = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: importKeys.list,
      queryFn: ({ pageParam }) => api.get('/api/trip-imports', { query: { cursor: pageParam ?? undefined } }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );

export const useImport = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: importKeys.detail(id),
      queryFn: () => api.get('/api/trip-imports/{id}', { path: { id } }),
    }),
  );

/** The payers a manifest may belong to; the import's own read, since a feature does not import the payers screen. */
export const useImportPayers = () =>
  useQuery(queryOptions({ queryKey: importKeys.payers, queryFn: () => api.get('/api/payers') }));

export const useMapping = (payerId: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: importKeys.mapping(payerId ?? ''),
      queryFn: () => api.get('/api/trip-import-mappings/{payerId}', { path: { payerId: payerId! } }),
    }),
    enabled: Boolean(payerId),
  });

/** An import's answer is kept as its detail, and the list read again. */
function keep(queryClient: QueryClient, made: TripImport) {
  queryClient.setQueryData(importKeys.detail(made.id), made);
  return queryClient.invalidateQueries({ queryKey: importKeys.list });
}

export function usePostManifest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripImportInput) => api.post('/api/trip-imports', { body }),
    onSuccess: (made) => keep(queryClient, made),
  });
}

export function useApplyImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipErrorRows: boolean) =>
      api.post('/api/trip-imports/{id}/apply', { path: { id }, body: { skipErrorRows } }),
    onSuccess: async (made) => {
      await keep(queryClient, made);
      // The new trips are on the board and in Job Management.
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}

/** Saves the payer's mapping, then reads the import's file again with it. */
export function useSaveMapping(importId: string, payerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mapping: ManifestMapping) => {
      await api.put('/api/trip-import-mappings/{payerId}', { path: { payerId }, body: mapping });
      return api.post('/api/trip-imports/{id}/preview', { path: { id: importId } });
    },
    onSuccess: async (made) => {
      await queryClient.invalidateQueries({ queryKey: importKeys.mapping(payerId) });
      await keep(queryClient, made);
    },
  });
}

export function useDecideChange(importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'ignore' }) =>
      decision === 'accept'
        ? api.post('/api/trip-import-changes/{id}/accept', { path: { id } })
        : api.post('/api/trip-import-changes/{id}/ignore', { path: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: importKeys.detail(importId) });
      await queryClient.invalidateQueries({ queryKey: importKeys.list });
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}
