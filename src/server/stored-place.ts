import type { z } from 'zod';
import type { Place, placeInput } from '../domain/place';
import { zipCentroidGeocoder, type Geocoder } from './geo/geocoder';
import { locatePlace } from './geo/locate-place';

/** A place as the form's schema leaves it (trimmed, state upper-cased, unit null when empty). */
export type CheckedPlace = z.output<ReturnType<typeof placeInput>>;

// The app's geocoder (docs/decisions/041-geo-places-and-travel.md): the offline ZIP centroids until the app is
// built with the configured one. One per process, like the configuration it comes from.
let geocoder: Geocoder = zipCentroidGeocoder();

/** Set once when the app is built, from GEOCODER_URL. */
export function useGeocoder(configured: Geocoder): void {
  geocoder = configured;
}

/**
 * The one way a pickup or dropoff the forms send becomes the Place that jobs and referrals store
 * (docs/decisions/045-levels-and-places-on-forms.md), located by the geocoder.
 */
export function storedPlace(input: CheckedPlace, { fromLine = false }: { fromLine?: boolean } = {}): Promise<Place> {
  return locatePlace(geocoder, input, fromLine, { geocode: true });
}

/** A trip's two places, located before any transaction opens: an outside geocoder may take seconds, and no row lock should wait on it. */
export interface LocatedTrip {
  pickup: Place;
  dropoff: Place;
}

/** `fromLines` names the places the caller sent as one line of text: they are stored marked for a dispatcher's review. */
export async function locateTrip(
  input: { pickupPlace: CheckedPlace; dropoffPlace: CheckedPlace },
  fromLines: readonly ('pickup' | 'dropoff')[] = [],
): Promise<LocatedTrip> {
  const [pickup, dropoff] = await Promise.all([
    storedPlace(input.pickupPlace, { fromLine: fromLines.includes('pickup') }),
    storedPlace(input.dropoffPlace, { fromLine: fromLines.includes('dropoff') }),
  ]);
  return { pickup, dropoff };
}
