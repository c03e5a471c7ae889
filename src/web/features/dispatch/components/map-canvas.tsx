import { useEffect, useRef, useState } from 'react';
import {
  LngLatBounds,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type GeoJSONSource,
  type MapGeoJSONFeature,
  type MapMouseEvent,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
// The Census Bureau's outlines, served by this app as hashed assets: fetched when the map opens, never precached.
import statesUrl from 'us-atlas/states-10m.json?url';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import { dispatchCopy } from '@/content/dispatch';
import { basemapStyle, COUNTY_ZOOM, countyLines, LABEL_FONT, stateLayers } from '../lib/basemap';
import {
  boundsOf,
  CLUSTER_COLOR,
  PICKUP_CLUSTERS,
  samePlace,
  type DriverFeature,
  type PickupFeature,
  type ViewBounds,
} from '../lib/map-features';

const copy = dispatchCopy.map;

// The library loads its worker next to its own module; bundled, that place is the worker's own asset.
setWorkerUrl(workerUrl);

interface MapCanvasProps {
  styleUrl: string | null;
  pickups: PickupFeature[];
  drivers: DriverFeature[];
  /** The canvas could not start (no WebGL): the panel shows its list instead. */
  onUnavailable: () => void;
  /** One pickup was selected. */
  onOpenLeg: (legId: string) => void;
  /** Several pickups at one place (no zoom splits them): the panel lists them. */
  onShowLegs: (legIds: string[]) => void;
  /** The view after each pan or zoom, so the panel lists the pickups in it. */
  onView: (view: ViewBounds) => void;
}

const featureIds = (features: MapGeoJSONFeature[]) => features.map((f) => String(f.properties.id));
const coordinatesOf = (features: Array<{ geometry: { type: string } }>) =>
  features.flatMap((f) =>
    f.geometry.type === 'Point' ? [(f.geometry as unknown as { coordinates: [number, number] }).coordinates] : [],
  );

/**
 * The day board's map (docs/decisions/055-day-map-and-positions.md), in its own chunk: MapLibre is loaded only
 * when a dispatcher opens the map. Without a configured style it draws the company's own ground (state and county
 * outlines, state names) from files this app serves. Pickups are clustered with their counts; a cluster zooms in,
 * or lists its legs when they share one place; a pickup opens its leg. Drivers are dots named with their age.
 */
export default function MapCanvas({
  styleUrl,
  pickups,
  drivers,
  onUnavailable,
  onOpenLeg,
  onShowLegs,
  onView,
}: MapCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<MapLibreMap | null>(null);
  const framed = useRef(false);
  // The handlers are the panel's and may change each render; the map's listeners read the latest.
  const handlers = useRef({ onOpenLeg, onShowLegs, onView });
  useEffect(() => {
    handlers.current = { onOpenLeg, onShowLegs, onView };
  }, [onOpenLeg, onShowLegs, onView]);

  useEffect(() => {
    if (!box.current) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container: box.current,
        style: styleUrl ?? basemapStyle(),
        center: [-75.16, 39.95],
        zoom: 9,
        attributionControl: styleUrl ? {} : false,
        locale: { 'Map.Title': copy.canvas },
      });
    } catch {
      onUnavailable();
      return;
    }
    let gone = false;
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.addControl(new ScaleControl({ unit: 'imperial' }), 'bottom-left');
    created.on('load', () => {
      if (!styleUrl) void drawOutlines(created, () => gone);
      created.addSource('pickups', {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        ...PICKUP_CLUSTERS,
      });
      created.addLayer({
        id: 'pickup-clusters',
        type: 'circle',
        source: 'pickups',
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': CLUSTER_COLOR as never,
          'circle-radius': ['step', ['get', 'point_count'], 13, 10, 17, 50, 22],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
      created.addLayer({
        id: 'pickup-counts',
        type: 'symbol',
        source: 'pickups',
        filter: ['has', 'point_count'],
        layout: {
          'text-field': ['get', 'point_count_abbreviated'],
          'text-font': LABEL_FONT,
          'text-size': 12,
          'text-allow-overlap': true,
        },
        paint: { 'text-color': '#ffffff' },
      });
      created.addLayer({
        id: 'pickups',
        type: 'circle',
        source: 'pickups',
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-radius': 7,
          'circle-color': ['get', 'color'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      });
      created.addSource('drivers', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      created.addLayer({
        id: 'drivers',
        type: 'circle',
        source: 'drivers',
        paint: {
          'circle-radius': 12,
          'circle-color': '#134e4a',
          'circle-opacity': ['case', ['get', 'stale'], 0.45, 1],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
      created.addLayer({
        id: 'driver-labels',
        type: 'symbol',
        source: 'drivers',
        layout: {
          'text-field': ['get', 'initials'],
          'text-font': LABEL_FONT,
          'text-size': 11,
          'text-allow-overlap': true,
        },
        paint: { 'text-color': '#ffffff' },
      });
      created.addLayer({
        id: 'driver-names',
        type: 'symbol',
        source: 'drivers',
        layout: {
          'text-field': ['get', 'label'],
          'text-font': LABEL_FONT,
          'text-size': 11,
          'text-anchor': 'top',
          'text-offset': [0, 1.3],
          'text-optional': true,
        },
        paint: {
          'text-color': '#134e4a',
          'text-halo-color': '#ffffff',
          'text-halo-width': 1.5,
          'text-opacity': ['case', ['get', 'stale'], 0.6, 1],
        },
      });
      setReady(created);
    });

    // A cluster zooms in to split, or, when its legs share one place (addresses placed at a ZIP's centre), lists them.
    created.on('click', 'pickup-clusters', (event: MapMouseEvent & { features?: MapGeoJSONFeature[] }) => {
      const cluster = event.features?.[0];
      if (!cluster) return;
      const source = created.getSource('pickups') as GeoJSONSource;
      const clusterId = Number(cluster.properties.cluster_id);
      void (async () => {
        const leaves = (await source.getClusterLeaves(clusterId, Infinity, 0)) as Array<{
          geometry: { type: string };
          properties: { id: string } | null;
        }>;
        const zoom = await source.getClusterExpansionZoom(clusterId);
        if (samePlace(coordinatesOf(leaves)) || zoom > PICKUP_CLUSTERS.clusterMaxZoom) {
          handlers.current.onShowLegs(leaves.map((leaf) => String(leaf.properties?.id)));
          return;
        }
        created.easeTo({
          center: (cluster.geometry as unknown as { coordinates: [number, number] }).coordinates,
          zoom,
        });
      })();
    });
    created.on('click', 'pickups', (event: MapMouseEvent & { features?: MapGeoJSONFeature[] }) => {
      const ids = [...new Set(featureIds(event.features ?? []))];
      if (ids.length === 1) handlers.current.onOpenLeg(ids[0]!);
      else if (ids.length > 1) handlers.current.onShowLegs(ids);
    });
    for (const layer of ['pickup-clusters', 'pickups']) {
      created.on('mouseenter', layer, () => (created.getCanvas().style.cursor = 'pointer'));
      created.on('mouseleave', layer, () => (created.getCanvas().style.cursor = ''));
    }
    const reportView = () => {
      const b = created.getBounds();
      handlers.current.onView([
        [b.getWest(), b.getSouth()],
        [b.getEast(), b.getNorth()],
      ]);
    };
    created.on('moveend', reportView);
    // Heard so the library does not print it: a tile server that is down leaves the ground, and the pickups
    // and drivers still draw.
    created.on('error', () => undefined);
    return () => {
      gone = true;
      framed.current = false;
      setReady(null);
      created.remove();
    };
    // The style is the configuration's and the callback the panel's: neither changes while the board is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  useEffect(() => {
    if (!ready) return;
    (ready.getSource('pickups') as GeoJSONSource | undefined)?.setData({
      type: 'FeatureCollection',
      features: pickups,
    });
    (ready.getSource('drivers') as GeoJSONSource | undefined)?.setData({
      type: 'FeatureCollection',
      features: drivers,
    });
    // Framed once, on the first data; after that the dispatcher's own pan and zoom stay.
    if (framed.current) return;
    const points = coordinatesOf([...pickups, ...drivers]).map(([lng, lat]) => ({ lng, lat }));
    const bounds = boundsOf(points);
    if (!bounds) return;
    ready.fitBounds(new LngLatBounds(bounds[0], bounds[1]), { padding: 40, maxZoom: 13, duration: 0 });
    framed.current = true;
  }, [ready, pickups, drivers]);

  // The library's canvas is the region, named in our words and focusable for its own arrow-key panning.
  return <div ref={box} className="h-full w-full" data-ready={ready ? 'true' : undefined} />;
}

/** The states now; the counties (a larger file) only once the dispatcher zooms in far enough to see them. */
async function drawOutlines(map: MapLibreMap, gone: () => boolean): Promise<void> {
  try {
    const states = stateLayers(await (await fetch(statesUrl)).json());
    if (gone()) return;
    (map.getSource('land') as GeoJSONSource).setData(states.land);
    (map.getSource('state-lines') as GeoJSONSource).setData(states.lines);
    (map.getSource('state-labels') as GeoJSONSource).setData(states.labels);
  } catch {
    // Without the outlines the ground stays plain; the pickups and drivers still draw.
    return;
  }
  let counties: Promise<void> | null = null;
  const loadCounties = () => {
    if (counties || map.getZoom() < COUNTY_ZOOM - 0.5) return;
    counties = fetch(countiesUrl)
      .then((res) => res.json())
      .then((topology) => {
        if (!gone()) (map.getSource('county-lines') as GeoJSONSource).setData(countyLines(topology));
      })
      .catch(() => undefined);
  };
  map.on('zoomend', loadCounties);
  loadCounties();
}
