export interface Fix {
  lat: number;
  lng: number;
  accuracyMeters: number | null;
}

/** Where the phone is, if it can tell within a few seconds; a missing fix never holds up the arrival. */
export function currentFix(): Promise<Fix | null> {
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
