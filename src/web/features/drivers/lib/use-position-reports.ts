import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/** The phone sends where it is at most this often while a leg is under way (docs/decisions/055-day-map-and-positions.md). */
export const POSITION_EVERY_MS = 30_000;

/**
 * While the driver has a leg under way, sends the phone's position to the day board's map, at most every 30
 * seconds. Best effort: a refused location, a lost signal or a finished leg simply sends nothing.
 */
export function usePositionReports(jobId: string | null): void {
  useEffect(() => {
    if (!jobId || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let lastSent = 0;
    let stopped = false;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const now = Date.now();
        if (stopped || now - lastSent < POSITION_EVERY_MS) return;
        lastSent = now;
        const body = { lat: position.coords.latitude, lng: position.coords.longitude, accuracyMeters: position.coords.accuracy ?? null, recordedAt: new Date(position.timestamp || now).toISOString() };
        api.post(`/api/jobs/${encodeURIComponent(jobId)}/positions`, body).catch(() => {
          // The leg ended or the signal dropped: the next fix tries again.
        });
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 15_000 },
    );
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
    };
  }, [jobId]);
}
