import { Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { TripView } from '@domain/trip-view';

setWorkerUrl(workerUrl);

/**
 * The van and the pickup on the company's configured map (docs/decisions/115-trip-page.md), loaded only once the van
 * is on its way. Answers a function that moves the van to each new position, keeping the rider's zoom.
 */
export function liveMap(holder: HTMLElement, first: TripView): (view: TripView) => void {
  const map = new MapLibreMap({
    container: holder,
    style: first.mapStyleUrl!,
    center: [first.van!.lng, first.van!.lat],
    zoom: 13,
    attributionControl: { compact: true },
  });
  const van = new Marker({ color: '#0f766e' }).setLngLat([first.van!.lng, first.van!.lat]).addTo(map);
  if (first.pickupLocation) {
    new Marker({ color: '#0f172a' }).setLngLat([first.pickupLocation.lng, first.pickupLocation.lat]).addTo(map);
    map.fitBounds(
      [
        [Math.min(first.van!.lng, first.pickupLocation.lng), Math.min(first.van!.lat, first.pickupLocation.lat)],
        [Math.max(first.van!.lng, first.pickupLocation.lng), Math.max(first.van!.lat, first.pickupLocation.lat)],
      ],
      { padding: 48, maxZoom: 15, animate: false },
    );
  }
  return (view) => {
    if (view.van) van.setLngLat([view.van.lng, view.van.lat]);
  };
}
