import { TRIP_PAGE_WORDS } from '@domain/trip-page';
import type { TripView } from '@domain/trip-view';

const SVG = 'http://www.w3.org/2000/svg';
const SIZE = { width: 400, height: 300, margin: 48 };

/**
 * The van and the pickup drawn on a plain background, north up, to scale, without a map service: what the page shows
 * when no map style is configured, and while the map loads.
 */
export function plainMap(view: TripView): SVGSVGElement {
  const words = TRIP_PAGE_WORDS[view.language];
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${SIZE.width} ${SIZE.height}`);
  svg.setAttribute('class', 'map');
  svg.setAttribute('role', 'img');
  const label = view.distanceMiles !== null ? `${words.van}: ${words.miles(view.distanceMiles)}` : words.van;
  svg.setAttribute('aria-label', label);

  const van = view.van!;
  const pickup = view.pickupLocation;
  // Longitude shrinks with latitude; scale both ends into the box with a margin, keeping the aspect.
  const cos = Math.cos((van.lat * Math.PI) / 180);
  const points = [van, ...(pickup ? [pickup] : [])].map((p) => ({ x: p.lng * cos, y: -p.lat }));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 0.002);
  const scale = Math.min(SIZE.width, SIZE.height) - 2 * SIZE.margin;
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const at = (p: { x: number; y: number }) => ({
    x: SIZE.width / 2 + ((p.x - cx) / span) * scale,
    y: SIZE.height / 2 + ((p.y - cy) / span) * scale,
  });

  const add = (tag: string, attributes: Record<string, string | number>, text?: string) => {
    const node = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
    if (text) node.textContent = text;
    svg.append(node);
    return node;
  };
  const vanAt = at(points[0]!);
  if (pickup) {
    const pickupAt = at(points[1]!);
    add('line', {
      x1: vanAt.x,
      y1: vanAt.y,
      x2: pickupAt.x,
      y2: pickupAt.y,
      stroke: '#64748b',
      'stroke-width': 3,
      'stroke-dasharray': '6 6',
    });
    add('circle', { cx: pickupAt.x, cy: pickupAt.y, r: 10, fill: '#fff', stroke: '#0f172a', 'stroke-width': 4 });
    add(
      'text',
      { x: pickupAt.x, y: pickupAt.y + 30, 'text-anchor': 'middle', 'font-size': 16, fill: '#0f172a' },
      words.pickup,
    );
  }
  add('circle', {
    cx: vanAt.x,
    cy: vanAt.y,
    r: 14,
    fill: '#0f766e',
    stroke: '#fff',
    'stroke-width': 4,
    'data-van': '',
  });
  add(
    'text',
    { x: vanAt.x, y: vanAt.y - 22, 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 600, fill: '#0f766e' },
    words.van,
  );
  return svg;
}
