import type { Place, PlaceAddress, PlaceType } from '../../domain/place';
import type { Geocoder } from './geocoder';

/**
 * A place as stored: the address as given, with coordinates from the geocoder when it finds them. Not finding
 * them is no error (the rider is still picked up); the trip just gets no travel estimate until a dispatcher
 * corrects the address. A place read from one line of text is located and still marked for review (the parse may
 * have split it wrongly); one carried over from old free text is only marked. It sits below the modules: jobs, referrals and riders store places through it (by way of
 * src/server/stored-place.ts), and so does the places backfill.
 */
export async function locatePlace(
  geocoder: Geocoder,
  address: PlaceAddress & { placeType: PlaceType },
  needsReview = false,
  { geocode = !needsReview }: { geocode?: boolean } = {},
): Promise<Place> {
  const found = geocode ? await geocoder.geocode(address).catch(() => null) : null;
  return {
    street: address.street,
    unit: address.unit ?? null,
    city: address.city,
    state: address.state,
    zip: address.zip,
    placeType: address.placeType,
    lat: found?.lat ?? null,
    lng: found?.lng ?? null,
    needsReview,
  };
}
