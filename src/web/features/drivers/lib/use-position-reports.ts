import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/** The phone sends where it is at most this often while a leg is under way (docs/decisions/055-day-map-and-positions.md). */
export const POSITION_EVERY_MS = 30_000;
/** After a refused or lost send, the last fix is tried again this soon rather than waiting a whole period. */
const RETRY_MS = 5_000;

/**
 * While the driver has a leg under way, sends the phone's position to the day board's map, at most every 30
 * seconds. Best effort: a refused location or a finished leg simply sends nothing. A send that fails counts for
 * nothing, because the card shows a step as taken before the server has it (steps wait on the phone without
 * signal): the first fix can reach the server before "Start Job" does and be refused.
 */
export function usePositionReports(jobId: string | null): void {
  useEffect(() => {
    if (!jobId || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let lastSent = Number.NEGATIVE_INFINITY;
    let latest: GeolocationPosition | null = null;
    let sending = false;
    let stopped = false;
    const send = () => {
      if (stopped || sending || !latest || Date.now() - lastSent < POSITION_EVERY_MS) return;
      const { coords, timestamp } = latest;
      const body = {
        lat: coords.latitude,
        lng: coords.longitude,
        accuracyMeters: coords.accuracy ?? null,
        recordedAt: new Date(timestamp || Date.now()).toISOString(),
      };
      sending = true;
      api
        .post('/api/jobs/{id}/positions', { path: { id: jobId }, body })
        .then(
          () => {
            lastSent = Date.now();
          },
          () => undefined,
        )
        .finally(() => {
          sending = false;
        });
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        latest = position;
        send();
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 15_000 },
    );
    const retry = window.setInterval(send, RETRY_MS);
    return () => {
      stopped = true;
      window.clearInterval(retry);
      navigator.geolocation.clearWatch(watch);
    };
  }, [jobId]);
}
