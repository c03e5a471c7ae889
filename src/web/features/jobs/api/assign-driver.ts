import { api } from '@/lib/api-client';

/**
 * PUT /api/jobs/{id}/driver: one leg to a driver (null: back to the queue), judged by the same rules as the board;
 * `expectedDriverId` is who had it as this screen showed it, so a change made meanwhile is refused, not overwritten.
 */
export const assignDriver = (id: string, driverId: string | null, expectedDriverId: string | null) =>
  api.put('/api/jobs/{id}/driver', { path: { id }, body: { driverId, expectedDriverId } });
