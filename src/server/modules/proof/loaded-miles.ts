import type { Place } from '../../../domain/place';
import type { Travel } from '../../geo/travel';

/**
 * A leg's loaded miles (docs/decisions/056-proof-of-service.md, docs/decisions/060-day-manifest.md): the odometer at
 * drop-off less the odometer at pickup when the driver read both; otherwise the travel estimate between the job's
 * pickup and drop-off places, marked as estimated; otherwise none.
 */
export type LoadedMiles =
  { source: 'odometer'; miles: number } | { source: 'estimate'; miles: number } | { source: 'none' };

/** Miles to one decimal, as the documents print them: sums of rounded legs then add up to the printed total. */
export const tenthOfAMile = (miles: number) => Math.round(miles * 10) / 10;

/** The odometer's miles when there are some, else the estimate's, else none. */
export function loadedMiles(odometerMiles: number | null, estimatedMiles: number | null): LoadedMiles {
  if (odometerMiles !== null) return { source: 'odometer', miles: odometerMiles };
  if (estimatedMiles !== null) return { source: 'estimate', miles: estimatedMiles };
  return { source: 'none' };
}

const located = (place: Place | null | undefined): place is Place & { lat: number; lng: number } =>
  !!place &&
  typeof place.lat === 'number' &&
  typeof place.lng === 'number' &&
  Number.isFinite(place.lat) &&
  Number.isFinite(place.lng);

/**
 * The road miles from the pickup place to the drop-off place by the product's travel estimate (the routing
 * service when one is configured, the offline estimate otherwise and when it fails; docs/decisions/041-geo-places-and-travel.md).
 * Null without street-level places to estimate from (`travel` null), when a place has no coordinates, or when the
 * estimate fails: a document is never refused for want of an estimate.
 */
export async function estimatedLegMiles(
  travel: Travel | null,
  pickup: Place | null | undefined,
  dropoff: Place | null | undefined,
  departAt: Date,
): Promise<number | null> {
  if (!travel || !located(pickup) || !located(dropoff)) return null;
  try {
    const { miles } = await travel.estimate(
      { lat: pickup.lat, lng: pickup.lng },
      { lat: dropoff.lat, lng: dropoff.lng },
      departAt,
    );
    return typeof miles === 'number' && Number.isFinite(miles) && miles >= 0 ? tenthOfAMile(miles) : null;
  } catch {
    // Not logged: the estimate's inputs are a rider's places.
    return null;
  }
}
