import type { Feature, FeatureCollection, MultiLineString, Point, Polygon, MultiPolygon, Position } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The map's own ground when no tile service is configured (docs/decisions/055-day-map-and-positions.md, amended
 * by docs/decisions/082-offline-day-map.md): the Census Bureau's state and county outlines as packaged by us-atlas, drawn
 * from GeoJSON sources the app serves itself, so the map works with no tile server and no internet.
 */

/** Drawn in the browser's own sans-serif font: MapLibre draws text itself when the style names no glyph server. */
export const LABEL_FONT = ['system-ui', 'sans-serif'];
/** County lines are fetched and drawn only from this zoom on (a few states across the screen). */
export const COUNTY_ZOOM = 6;

const empty: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The style before any outline has arrived: water-grey ground, land and lines filled in as their files load. */
export function basemapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: empty },
      'state-lines': { type: 'geojson', data: empty },
      'county-lines': { type: 'geojson', data: empty },
      'state-labels': { type: 'geojson', data: empty },
    },
    layers: [
      { id: 'ground', type: 'background', paint: { 'background-color': '#dbe7ee' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f7f7f4' } },
      {
        id: 'county-lines',
        type: 'line',
        source: 'county-lines',
        minzoom: COUNTY_ZOOM,
        paint: { 'line-color': '#cbd5e1', 'line-width': 0.7 },
      },
      {
        id: 'state-lines',
        type: 'line',
        source: 'state-lines',
        paint: { 'line-color': '#94a3b8', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 9, 2] },
      },
      {
        id: 'state-labels',
        type: 'symbol',
        source: 'state-labels',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': ['interpolate', ['linear'], ['zoom'], 3, 10, 8, 16],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.08,
          'text-max-width': 8,
          'symbol-sort-key': ['get', 'rank'],
        },
        paint: { 'text-color': '#64748b', 'text-halo-color': '#f7f7f4', 'text-halo-width': 1.5 },
      },
    ],
  };
}

/** A state's name, and its rank among labels that collide: the larger state's name is kept. */
interface StateLabel {
  name: string;
  rank: number;
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation?: GeometryCollection }>;
type CountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

/** The land, the state lines and a label for each state, from us-atlas's states-10m topology. */
export function stateLayers(topology: StatesTopology): {
  land: FeatureCollection;
  lines: MultiLineString;
  labels: FeatureCollection<Point, StateLabel>;
} {
  const states = feature(topology, topology.objects.states) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const labels: Array<Feature<Point, StateLabel>> = [];
  for (const state of states.features) {
    const at = labelPoint(state.geometry);
    if (at)
      labels.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: at.at },
        properties: { name: state.properties.name, rank: -Math.round(at.area * 1000) / 1000 },
      });
  }
  return {
    land: states,
    lines: mesh(topology, topology.objects.states),
    labels: { type: 'FeatureCollection', features: labels },
  };
}

/** County lines inside each state (the state lines are drawn apart, heavier), from counties-10m. */
export function countyLines(topology: CountiesTopology): MultiLineString {
  return mesh(
    topology,
    topology.objects.counties,
    (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2),
  );
}

/**
 * Where a state's name goes: the centre of its largest piece (Michigan's lower peninsula, Hawaii's Big Island),
 * so a name never lands in the sea between islands.
 */
export function labelPoint(geometry: Polygon | MultiPolygon | null): { at: [number, number]; area: number } | null {
  if (!geometry) return null;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best: { area: number; at: [number, number] } | null = null;
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer || outer.length < 3) continue;
    const { area, at } = ringCentroid(outer);
    if (!best || Math.abs(area) > best.area) best = { area: Math.abs(area), at };
  }
  return best;
}

/** The area-weighted centre of a ring (the shoelace formula), in degrees: near enough for placing a label. */
function ringCentroid(ring: Position[]): { area: number; at: [number, number] } {
  let [twiceArea, x, y] = [0, 0, 0];
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [x0, y0] = ring[i] as [number, number];
    const [x1, y1] = ring[i + 1] as [number, number];
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (twiceArea === 0) return { area: 0, at: ring[0] as [number, number] };
  return { area: twiceArea / 2, at: [x / (3 * twiceArea), y / (3 * twiceArea)] };
}
