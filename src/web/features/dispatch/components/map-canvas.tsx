import { useEffect, useRef, useState } from 'react';
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type GeoJSONSource,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { DriverPosition } from '@domain/position';
import { dispatchCopy } from '@/content/dispatch';
import { boundsOf, initials, minutesAgo, type PickupFeature } from '../lib/map-features';

const copy = dispatchCopy.map;

// The library loads its worker next to its own module; bundled, that place is the worker's own asset.
setWorkerUrl(workerUrl);

/** Without a configured style the map has no tiles: a plain ground under the day's pickups and drivers. */
const PLAIN: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'ground', type: 'background', paint: { 'background-color': '#eef3f2' } }],
};

interface MapCanvasProps {
  styleUrl: string | null;
  pickups: PickupFeature[];
  drivers: DriverPosition[];
  now: number;
  /** The canvas could not start (no WebGL): the panel shows its list instead. */
  onUnavailable: () => void;
}

/**
 * The day board's map (docs/decisions/055-day-map-and-positions.md), in its own chunk: MapLibre is loaded only
 * when a dispatcher opens the map. Pickups are one GeoJSON layer; drivers are markers named for screen readers.
 */
export default function MapCanvas({ styleUrl, pickups, drivers, now, onUnavailable }: MapCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<MapLibreMap | null>(null);
  const markers = useRef<Marker[]>([]);
  const framed = useRef(false);

  useEffect(() => {
    if (!box.current) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container: box.current,
        style: styleUrl ?? PLAIN,
        center: [-75.16, 39.95],
        zoom: 9,
        attributionControl: styleUrl ? {} : false,
        locale: { 'Map.Title': copy.canvas },
      });
    } catch {
      onUnavailable();
      return;
    }
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // Without tiles the scale is what tells a dispatcher how far apart two dots are.
    created.addControl(new ScaleControl({ unit: 'imperial' }), 'bottom-left');
    created.on('load', () => {
      created.addSource('pickups', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      created.addLayer({
        id: 'pickups',
        type: 'circle',
        source: 'pickups',
        paint: {
          'circle-radius': 6,
          'circle-color': ['get', 'color'],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      });
      setReady(created);
    });
    // Heard so the library does not print it: a tile server that is down leaves the plain ground, and the pickups
    // and drivers still draw.
    created.on('error', () => undefined);
    return () => {
      markers.current.forEach((m) => m.remove());
      markers.current = [];
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
    markers.current.forEach((marker) => marker.remove());
    markers.current = drivers.map((driver) =>
      new Marker({ element: driverMarker(driver, now) }).setLngLat([driver.lng, driver.lat]).addTo(ready),
    );
    // Framed once, on the first data; after that the dispatcher's own pan and zoom stay.
    if (framed.current) return;
    const bounds = boundsOf([
      ...pickups.map((f) => ({ lng: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] })),
      ...drivers,
    ]);
    if (!bounds) return;
    ready.fitBounds(new LngLatBounds(bounds[0], bounds[1]), { padding: 40, maxZoom: 13, duration: 0 });
    framed.current = true;
  }, [ready, pickups, drivers, now]);

  // The library's canvas is the region, named in our words and focusable for its own arrow-key panning.
  return <div ref={box} className="h-full w-full" data-ready={ready ? 'true' : undefined} />;
}

/** A driver on the map: their initials in a dot, their name and the fix's age for a screen reader and a hover. */
function driverMarker(driver: DriverPosition, now: number): HTMLElement {
  const element = document.createElement('div');
  element.className =
    'grid size-8 place-items-center rounded-full border-2 border-white bg-brand-800 text-xs font-bold text-white shadow-md';
  element.textContent = initials(driver.fullName);
  const label = copy.driverMarker(driver.fullName, minutesAgo(driver, now));
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.title = label;
  return element;
}
