import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardAssignment } from '@domain/dispatch';
import type { Job } from '@domain/job';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';

type SavedJob = Job & { warnings?: string[] };

/** PUT /api/jobs/{id}/driver (docs/decisions/053-board-assignment.md): the board's move of one leg. */
export const assignLeg = ({ id, move }: { id: string; move: BoardAssignment }) => api.put<SavedJob>(`/api/jobs/${encodeURIComponent(id)}/driver`, move);

/** Refreshes the day (and every job list) whatever the answer: a refusal or a conflict means the board was out of date. */
export function useAssignLeg() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignLeg, onSettled: () => invalidateAfterJobChange(queryClient) });
}
