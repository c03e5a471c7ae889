/**
 * Coordinates for a place's address, behind one interface (docs/decisions/041-geo-places-and-travel.md): the
 * embedded ZIP-code centroid geocoder works offline; with GEOCODER_URL a Nominatim-compatible service is asked
 * first and the centroid answers when it finds nothing, fails or is slow. Addresses are patient data: nothing
 * here logs them, and the outside service is only told the address itself.
 */
import { createRequire } from 'node:module';
import { USPS_STATES } from '../../domain/address-line';
import type { Coordinates, PlaceAddress } from '../../domain/place';

/** 'address' when a geocoder found the street address; 'zip' for the centre of its ZIP code (a few miles off). */
export type GeocodePrecision = 'address' | 'zip';
export type GeocodeResult = Coordinates & { precision: GeocodePrecision };

export interface Geocoder {
  /** Null when the address cannot be placed (an unknown ZIP, or a ZIP in another state than the address's). */
  geocode(address: PlaceAddress): Promise<GeocodeResult | null>;
}

/** What the `zipcodes` package holds for one ZIP code. */
interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

let zipTable: ((zip: string) => ZipRecord | undefined) | undefined;

/** Loads the ZIP table on first use (about 0.3 s and 10 MB of heap), not when the server starts. */
function zipLookup(): (zip: string) => ZipRecord | undefined {
  if (!zipTable) {
    const { codes } = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, ZipRecord> };
    zipTable = (zip) => (Object.hasOwn(codes, zip) ? codes[zip] : undefined);
  }
  return zipTable;
}

/** The centre of a US ZIP code, or null for a ZIP the table lacks, has no position for, or places in another state. */
export function zipCentroid(zip: string, state?: string): Coordinates | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const record = zipLookup()(zip);
  if (!record || record.country !== 'US') return null;
  const { latitude: lat, longitude: lng } = record;
  // Military APO/FPO codes carry 0,0.
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) return null;
  // A ZIP in another state is a typo in one of them: better no position than one hundreds of miles off.
  if (state !== undefined && record.state.toUpperCase() !== state.trim().toUpperCase()) return null;
  return { lat, lng };
}

/** The embedded geocoder: the centre of the address's ZIP code, offline. */
export function zipCentroidGeocoder(): Geocoder {
  return {
    geocode(address) {
      const centre = zipCentroid(address.zip.trim(), address.state);
      return Promise.resolve(centre && { ...centre, precision: 'zip' });
    },
  };
}

export interface HttpClientOptions {
  /** Milliseconds before the service is given up on; 3,000 unless told. */
  timeoutMs?: number;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent?: string;
}

export const DEFAULT_USER_AGENT = 'keystone-transport/0.1 (NEMT dispatch; geocoding of pickup and drop-off addresses)';

function parseCoordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * A geocoder speaking Nominatim's search API (`GET {base}/search?street=…&postalcode=…&format=jsonv2&limit=1`), the
 * state written out by name.
 * Falls back to `fallback` when the service answers no match, an error or nothing within the timeout.
 */
export function nominatimGeocoder(baseUrl: string, fallback: Geocoder, options: HttpClientOptions = {}): Geocoder {
  const { timeoutMs = 3000, userAgent = DEFAULT_USER_AGENT } = options;
  const base = baseUrl.replace(/\/+$/, '');
  async function ask(address: PlaceAddress): Promise<Coordinates | null> {
    const query = new URLSearchParams({
      street: address.street.trim(),
      city: address.city.trim(),
      // Nominatim matches a state by its name; "PA" alone is not always found.
      state: USPS_STATES[address.state.trim().toUpperCase()] ?? address.state.trim(),
      postalcode: address.zip.trim(),
      countrycodes: 'us',
      format: 'jsonv2',
      limit: '1',
    });
    try {
      const response = await fetch(`${base}/search?${query}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      const first: unknown = Array.isArray(body) ? body[0] : undefined;
      if (typeof first !== 'object' || first === null) return null;
      const lat = parseCoordinate((first as { lat?: unknown }).lat, 90);
      const lng = parseCoordinate((first as { lon?: unknown }).lon, 180);
      return lat === null || lng === null ? null : { lat, lng };
    } catch {
      // Refused, reset, timed out or not JSON: the centroid answers instead. The error may quote the URL, which
      // holds the address, so it is not logged.
      return null;
    }
  }
  return {
    async geocode(address) {
      const found = await ask(address);
      return found ? { ...found, precision: 'address' } : fallback.geocode(address);
    },
  };
}
