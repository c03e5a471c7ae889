import { z } from 'zod';

const serviceUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http:// or https:// URL such as ${example}` })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional();

/** Outside geocoding and routing services (docs/decisions/041-geo-places-and-travel.md); both optional. */
export const geoEnv = {
  GEOCODER_URL: serviceUrl('https://nominatim.example.com'),
  ROUTING_URL: serviceUrl('https://osrm.example.com'),
  MAP_STYLE_URL: z
    .url({
      protocol: /^https?$/,
      error:
        'must be an http:// or https:// URL of a MapLibre style, such as https://tiles.example.com/styles/basic/style.json',
    })
    .optional(),
};

export interface GeoConfig {
  /** A Nominatim-compatible search service; without it, addresses are placed at their ZIP code's centre. */
  geocoderUrl: string | undefined;
  /** An OSRM-compatible routing service; without it, travel is estimated from the straight line. */
  routingUrl: string | undefined;
  /**
   * The day board map's style (docs/decisions/055-day-map-and-positions.md): its tiles, sprites and glyphs must be
   * served from the style's own origin, the one the browser is allowed to fetch from. Without it the map is drawn
   * without tiles.
   */
  mapStyleUrl: string | undefined;
}

type GeoEnv = z.infer<z.ZodObject<typeof geoEnv>>;

export function geoConfig(e: GeoEnv): GeoConfig {
  return { geocoderUrl: e.GEOCODER_URL, routingUrl: e.ROUTING_URL, mapStyleUrl: e.MAP_STYLE_URL };
}
