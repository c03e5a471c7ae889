/**
 * Places and travel for the server (docs/decisions/041-geo-places-and-travel.md): one geocoder and one travel
 * service, chosen from the configuration. Without GEOCODER_URL or ROUTING_URL everything works offline.
 */
import { nominatimGeocoder, zipCentroidGeocoder, type Geocoder } from './geocoder';
import { estimateTravelDefault, osrmTravel, type Travel } from './travel';

export type { GeocodePrecision, GeocodeResult, Geocoder } from './geocoder';
export { zipCentroid } from './geocoder';
export type { Travel, TravelEstimate, TravelMatrix } from './travel';

export interface GeoSettings {
  /** A Nominatim-compatible search service; the ZIP centroid answers without it and when it fails. */
  geocoderUrl?: string;
  /** An OSRM-compatible routing service; the default estimate answers without it and when it fails. */
  routingUrl?: string;
  /** The company's time zone: the hour of departure picks the average speed. */
  timeZone: string;
  /** Milliseconds before an outside service is given up on; 3,000 unless told. */
  timeoutMs?: number;
}

export interface Geo {
  geocoder: Geocoder;
  travel: Travel;
}

export function createGeo(config: GeoSettings): Geo {
  const options = config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs };
  const zip = zipCentroidGeocoder();
  const estimate = estimateTravelDefault(config.timeZone);
  return {
    geocoder: config.geocoderUrl ? nominatimGeocoder(config.geocoderUrl, zip, options) : zip,
    travel: config.routingUrl ? osrmTravel(config.routingUrl, config.timeZone, estimate, options) : estimate,
  };
}
