import { useEffect, useSyncExternalStore } from 'react';

export interface Fix {
  lat: number;
  lng: number;
  accuracyMeters: number | null;
}

// Whether the phone has said no to location for this site: the driver is told, since steps then carry no place.
let refused = false;
const listeners = new Set<() => void>();
function setRefused(value: boolean) {
  if (refused === value) return;
  refused = value;
  for (const listener of listeners) listener();
}

/** Where the phone is, if it can tell within a few seconds; a missing fix never holds up the arrival. */
export function currentFix(): Promise<Fix | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const give = setTimeout(() => resolve(null), 4000);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(give);
        setRefused(false);
        resolve({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracyMeters: position.coords.accuracy ?? null,
        });
      },
      (error) => {
        clearTimeout(give);
        if (error.code === error.PERMISSION_DENIED) setRefused(true);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: 4000, maximumAge: 60_000 },
    );
  });
}

/**
 * True once the phone has refused location to the portal, by answer to a step or by its saved setting; it turns
 * false again when the driver allows it in the browser's settings.
 */
export function useLocationRefused(): boolean {
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const follow = () => setRefused(status?.state === 'denied');
    // Not every browser answers for geolocation; then the first refused step tells.
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((answer) => {
        status = answer;
        follow();
        answer.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', follow);
  }, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => refused,
    () => false,
  );
}
