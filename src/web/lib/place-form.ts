import type { Place, PlaceType } from '@domain/place';

/** A place as a form holds it: every part a string ('' for none). */
export interface PlaceFormValues {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  placeType: PlaceType;
}

export const emptyPlace = (placeType: PlaceType): PlaceFormValues => ({
  street: '',
  unit: '',
  city: '',
  state: '',
  zip: '',
  placeType,
});

/** A stored place → the form's strings (coordinates stay with the server). */
export function placeToForm(
  place: Pick<Place, 'street' | 'unit' | 'city' | 'state' | 'zip' | 'placeType'>,
): PlaceFormValues {
  return {
    street: place.street,
    unit: place.unit ?? '',
    city: place.city,
    state: place.state,
    zip: place.zip,
    placeType: place.placeType,
  };
}
