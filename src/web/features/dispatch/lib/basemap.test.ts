import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';
import { basemapStyle, countyLines, labelPoint, stateLayers } from './basemap';

describe('the offline basemap', () => {
  it('draws the land, the state lines and a name for each state from the Census outlines it ships', () => {
    const { land, lines, labels } = stateLayers(statesTopology as unknown as Parameters<typeof stateLayers>[0]);
    expect(land.features.length).toBeGreaterThanOrEqual(50);
    expect(lines.type).toBe('MultiLineString');
    const names = new Map(labels.features.map((f) => [f.properties.name, f.geometry.coordinates]));
    const [lng, lat] = names.get('Pennsylvania')!;
    // Inside the state, not somewhere between its corners and the sea.
    expect(lng).toBeGreaterThan(-80.5);
    expect(lng).toBeLessThan(-74.7);
    expect(lat).toBeGreaterThan(39.7);
    expect(lat).toBeLessThan(42.3);
    // Michigan's name is on its larger peninsula.
    expect(names.get('Michigan')![1]).toBeLessThan(45);
    // Where two names collide the larger state's is kept (MapLibre places the lower sort key first).
    const rank = (name: string) => labels.features.find((f) => f.properties.name === name)!.properties.rank;
    expect(rank('Maryland')).toBeLessThan(rank('District of Columbia'));
  });

  it('puts a label at the centre of the largest piece, and nowhere without a shape', () => {
    const square = (x: number, y: number, size: number) => [
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
        [x, y],
      ],
    ];
    expect(labelPoint({ type: 'MultiPolygon', coordinates: [square(0, 0, 1), square(10, 10, 4)] })).toEqual({
      at: [12, 12],
      area: 16,
    });
    expect(labelPoint(null)).toBeNull();
  });

  it('draws county lines only inside a state, where the state lines are not drawn again', () => {
    // Two counties of one state and one of the next, side by side: only the line between the first two is a county line.
    const topology = {
      type: 'Topology',
      arcs: [
        [
          [0, 0],
          [0, 1],
        ],
        [
          [1, 0],
          [1, 1],
        ],
        [
          [0, 1],
          [-1, 1],
          [-1, 0],
          [0, 0],
        ],
        [
          [0, 0],
          [1, 0],
        ],
        [
          [1, 1],
          [0, 1],
        ],
        [
          [1, 0],
          [2, 0],
          [2, 1],
          [1, 1],
        ],
      ],
      objects: {
        counties: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'Polygon', id: '42001', arcs: [[0, 2]], properties: { name: 'West' } },
            { type: 'Polygon', id: '42003', arcs: [[3, 1, 4, ~0]], properties: { name: 'Middle' } },
            { type: 'Polygon', id: '34001', arcs: [[5, ~1]], properties: { name: 'East' } },
          ],
        },
      },
    } as unknown as Topology;
    expect(countyLines(topology as Parameters<typeof countyLines>[0]).coordinates).toEqual([
      [
        [0, 0],
        [0, 1],
      ],
    ]);
  });

  it('needs no tile, sprite or glyph server: every source is the app’s own GeoJSON', () => {
    const style = basemapStyle();
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });
});
