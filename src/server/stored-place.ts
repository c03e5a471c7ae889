import type { z } from 'zod';
import type { Place, placeInput } from '../domain/place';

/** A place as the form's schema leaves it (trimmed, state upper-cased, unit null when empty). */
export type CheckedPlace = z.output<ReturnType<typeof placeInput>>;

/**
 * The one way a pickup or dropoff the forms send becomes the Place that jobs and referrals store
 * (docs/decisions/045-levels-and-places-on-forms.md). Coordinates are null until a geocoder fills them in here;
 * callers already await it so adding one changes no caller.
 */
export async function storedPlace(input: CheckedPlace): Promise<Place> {
  return {
    street: input.street,
    unit: input.unit,
    city: input.city,
    state: input.state,
    zip: input.zip,
    placeType: input.placeType,
    lat: null,
    lng: null,
    needsReview: false,
  };
}
