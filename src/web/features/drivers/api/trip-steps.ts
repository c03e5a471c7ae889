import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';
import { currentFix } from '../lib/current-fix';

/** The driver's steps inside a trip under way (docs/decisions/047-legs-returns-cancellations.md). */
export type TripStep = 'arrival' | 'pickup' | 'no-show';

export async function recordTripStep({ id, step }: { id: string; step: TripStep }) {
  if (step === 'arrival') return api.post('/api/jobs/{id}/arrival', { path: { id }, body: (await currentFix()) ?? {} });
  return api.post(`/api/jobs/{id}/${step}`, { path: { id }, body: {} });
}

export function useTripStep() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordTripStep, onSuccess: () => invalidateAfterJobChange(queryClient) });
}
