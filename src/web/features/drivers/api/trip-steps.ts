import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@domain/job';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';

/** The driver's steps inside a trip under way (docs/decisions/047-legs-returns-cancellations.md). */
export type TripStep = 'arrival' | 'pickup' | 'no-show';

interface Fix {
  lat: number;
  lng: number;
  accuracyMeters: number | null;
}

/** Where the phone is, if it can tell within a few seconds; a missing fix never holds up the arrival. */
function currentFix(): Promise<Fix | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const give = setTimeout(() => resolve(null), 4000);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(give);
        resolve({ lat: position.coords.latitude, lng: position.coords.longitude, accuracyMeters: position.coords.accuracy ?? null });
      },
      () => {
        clearTimeout(give);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: 4000, maximumAge: 60_000 },
    );
  });
}

export async function recordTripStep({ id, step }: { id: string; step: TripStep }): Promise<Job> {
  const path = `/api/jobs/${encodeURIComponent(id)}/${step}`;
  if (step === 'arrival') return api.post<Job>(path, (await currentFix()) ?? {});
  return api.post<Job>(path, {});
}

export function useTripStep() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordTripStep, onSuccess: () => invalidateAfterJobChange(queryClient) });
}
