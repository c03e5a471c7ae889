import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardAssignment, DispatchDay } from '@domain/dispatch';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';
import { placeLeg } from '../lib/place-leg';

/** PUT /api/jobs/{id}/driver (docs/decisions/053-board-assignment.md): the board's move of one leg. */
export const assignLeg = ({ id, move }: { id: string; move: BoardAssignment }) =>
  api.put('/api/jobs/{id}/driver', { path: { id }, body: move });

/** Refreshes the day (and every job list) whatever the answer: a refusal or a conflict means the board was out of date. */
export function useAssignLeg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLeg,
    // The server said yes: draw the leg where it now is, then read the day again behind it.
    onSuccess: (job) =>
      queryClient.setQueriesData<DispatchDay>({ queryKey: queryKeys.jobs.days() }, (day) =>
        day ? placeLeg(day, job) : day,
      ),
    onSettled: () => invalidateAfterJobChange(queryClient),
  });
}
