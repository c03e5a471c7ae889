import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyPoliciesSchema } from '@domain/policies';
import { api } from '@/lib/api-client';
import { fetchPolicies } from '@/lib/policies';
import { queryKeys } from '@/lib/query-keys';

export const usePolicies = () => useQuery({ queryKey: queryKeys.policies(), queryFn: fetchPolicies });

/** PUT /api/policies: every screen that counts with them takes the new figures at once. */
export function useUpdatePolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof companyPoliciesSchema>) => api.put('/api/policies', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.policies(), saved),
  });
}
