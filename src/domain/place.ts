import { z } from 'zod';

/**
 * Pickups and drop-offs are structured places (docs/decisions/039-operations-records.md): street, unit, city,
 * state, 5-digit ZIP, the kind of place, and coordinates the server adds from its geocoder. Screens show them on
 * one line; billing codes (origin/destination modifiers) come from the place type.
 */
export const PLACE_TYPES = [
  'residence',
  'physician_office',
  'hospital',
  'dialysis_center',
  'therapy_center',
  'skilled_nursing_facility',
  'other',
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const PLACE_TYPE_LABELS: Record<PlaceType, string> = {
  residence: 'Residence',
  physician_office: "Physician's office",
  hospital: 'Hospital',
  dialysis_center: 'Dialysis center',
  therapy_center: 'Therapy or diagnostic center',
  skilled_nursing_facility: 'Skilled nursing facility',
  other: 'Other',
};

export type Coordinates = { lat: number; lng: number };

export interface PlaceAddress {
  street: string;
  unit: string | null;
  city: string;
  /** The 2-letter USPS code. */
  state: string;
  /** Five digits. */
  zip: string;
}

/** A place as stored and answered. `needsReview` marks an address carried over from free text that a dispatcher must check. */
export interface Place extends PlaceAddress {
  placeType: PlaceType;
  lat: number | null;
  lng: number | null;
  needsReview: boolean;
}

/**
 * The form's place, checked the same in the browser and on the server. `what` starts each message
 * ('Pickup street is required'), so a message read alone still says which address it is about.
 */
export function placeInput(what: string) {
  const text = (field: string, max: number) =>
    z
      .string({ error: `${what} ${field} is required` })
      .trim()
      .min(1, `${what} ${field} is required`)
      .max(max, `${what} ${field} must be at most ${max} characters`);
  return z.object(
    {
      street: text('street', 200),
      unit: z
        .string()
        .trim()
        .max(40, 'Unit must be at most 40 characters')
        .nullish()
        .transform((v) => v || null),
      city: text('city', 100),
      state: text('state', 2)
        .transform((v) => v.toUpperCase())
        .refine((v) => /^[A-Z]{2}$/.test(v), 'Use the 2-letter state code, such as PA'),
      zip: text('ZIP code', 10).refine((v) => /^\d{5}$/.test(v), 'ZIP code must be 5 digits'),
      placeType: z.enum(PLACE_TYPES, { error: 'Choose the kind of place' }).default('other'),
    },
    { error: `${what} address is required` },
  );
}
export type PlaceInput = z.input<ReturnType<typeof placeInput>>;

/** A place in an answer. */
export const placeResponse = z
  .object({
    street: z.string(),
    unit: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    placeType: z.enum(PLACE_TYPES),
    lat: z.number().nullable().describe('Latitude from the geocoder; null when it found nothing'),
    lng: z.number().nullable(),
    needsReview: z.boolean().describe('True for an address carried over from free text that a dispatcher should check'),
  })
  .describe('A structured address')
  .meta({ id: 'Place' });

/** "1500 Market St, Apt 4B, Philadelphia, PA 19102": how every screen shows a place. */
export function oneLineAddress(place: PlaceAddress): string {
  return [place.street, place.unit, place.city, `${place.state} ${place.zip}`].filter(Boolean).join(', ');
}
