import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InspectionAnswer, InspectionItem } from '@domain/inspection-items';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

export interface InspectionAnswers {
  items: Record<InspectionItem, InspectionAnswer>;
  odometer: number;
  notes?: string;
}

/**
 * POST /api/drivers/me/inspection. One key per answer sheet, so a retry after a lost answer is recorded once; the
 * day's run is read again, since the inspection decides whether its legs may start.
 */
export function useRecordInspection() {
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (answers: InspectionAnswers) =>
      api.post('/api/drivers/me/inspection', { body: answers, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
