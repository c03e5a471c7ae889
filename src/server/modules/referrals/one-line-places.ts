import type { FastifyRequest } from 'fastify';
import { parseAddressLine } from '../../../domain/address-line';
import { HttpError } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The places a referral sent as one line of text, which are stored marked for review. */
    placesFromLines?: ('pickup' | 'dropoff')[];
  }
}

const PLACES = [
  { line: 'pickupLocation', place: 'pickupPlace', leg: 'pickup', label: 'Pickup' },
  { line: 'dropoffLocation', place: 'dropoffPlace', leg: 'dropoff', label: 'Dropoff' },
] as const;

/**
 * A referral may name its places the first way the API took them, `pickupLocation` and `dropoffLocation` as one
 * line each (docs/decisions/103-one-line-places.md). Before the schema judges the body, a line sent without its
 * structured place is read into one with the parser the rest of the product uses; the structured form, when sent,
 * wins. A line that is not an address is refused on its own field, and nothing is written.
 */
export async function placesFromLines(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return;
  const errors: Record<string, string> = {};
  const fromLines: ('pickup' | 'dropoff')[] = [];
  for (const { line, place, leg, label } of PLACES) {
    const text = body[line];
    if (body[place] !== undefined || typeof text !== 'string') continue;
    const parsed = parseAddressLine(text);
    if (!parsed) {
      errors[line] = `${label} location must be one address: street, city, state and ZIP code`;
      continue;
    }
    body[place] = { ...parsed, placeType: 'other' };
    fromLines.push(leg);
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Please correct the highlighted fields', errors);
  request.placesFromLines = fromLines;
}
