import type { Place, PlaceAddress, PlaceType } from '../../domain/place';
import type { Geocoder } from './geocoder';

/**
 * A place as stored: the address as given, with coordinates from the geocoder when it finds them. Not finding
 * them is no error (the rider is still picked up); the trip just gets no travel estimate until a dispatcher
 * corrects the address. It sits below the modules: jobs, referrals and riders store places through it (by way of
 * src/server/stored-place.ts), and so does the places backfill.
 */
export async function locatePlace(
  geocoder: Geocoder,
  address: PlaceAddress & { placeType: PlaceType },
  needsReview = false,
): Promise<Place> {
  const found = needsReview ? null : await geocoder.geocode(address).catch(() => null);
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
