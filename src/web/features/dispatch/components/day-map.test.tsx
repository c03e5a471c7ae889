import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DayPositions } from '@domain/position';
import { queryKeys } from '@/lib/query-keys';
import { renderWithProviders, sessionUser } from '@/testing/render';
import type { DriverFeature, ViewBounds } from '../lib/map-features';
import { boardDay, boardLeg, DAY } from './board-fixtures';
import { DayMap } from './day-map';

/**
 * The day board's map (docs/decisions/055-day-map-and-positions.md): a pickup, on the map or in the list beside it,
 * opens its leg; a cluster whose legs share one place lists them; drivers show with their age. The canvas itself
 * needs WebGL, so it is stood in for by buttons that do what its dots do.
 */
const canvas = vi.hoisted(() => ({ drivers: [] as DriverFeature[] }));
vi.mock('./map-canvas', () => ({
  default: (props: {
    drivers: DriverFeature[];
    onOpenLeg: (id: string) => void;
    onShowLegs: (ids: string[]) => void;
    onView: (view: ViewBounds) => void;
  }) => {
    canvas.drivers = props.drivers;
    return (
      <div>
        <button type="button" onClick={() => props.onOpenLeg(LEG_IDS[1]!)}>
          dot
        </button>
        <button type="button" onClick={() => props.onShowLegs([LEG_IDS[0]!, LEG_IDS[2]!])}>
          cluster
        </button>
        <button
          type="button"
          onClick={() =>
            props.onView([
              [-75.3, 39.9],
              [-75.0, 40.1],
            ])
          }
        >
          pan
        </button>
      </div>
    );
  },
}));

const LEG_IDS = [
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
];

const leg = (i: number, patientName: string, clock: string, at: { lat: number; lng: number } | null) =>
  boardLeg(patientName, clock, { id: LEG_IDS[i]!, pickupLocation: at });

const legs = [
  leg(0, 'Ruth Feldman', '13:00', { lat: 39.95, lng: -75.16 }),
  leg(1, 'Sam Okafor', '14:00', { lat: 40.6, lng: -75.5 }),
  leg(2, 'Tess Abara', '15:00', { lat: 39.95, lng: -75.16 }),
];
const day = boardDay({ unassigned: legs });
const positions = (): DayPositions => ({
  date: DAY,
  mapStyleUrl: null,
  drivers: [
    {
      driverId: '3f1c9a6e-7b2d-4c1e-9a5f-0d8e7c6b5a41',
      fullName: 'Omar Ortiz',
      lat: 39.96,
      lng: -75.17,
      accuracyMeters: 12,
      recordedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
      jobId: null,
    },
    {
      driverId: '9b2d4e6f-1a3c-4e5d-8f7a-6b5c4d3e2f10',
      fullName: 'Hana Hill',
      lat: 39.9,
      lng: -75.2,
      accuracyMeters: null,
      recordedAt: new Date(Date.now() - 125 * 60_000).toISOString(),
      jobId: null,
    },
  ],
});

const show = (options: { webGl: boolean }) => {
  // happy-dom has no WebGL: without it the panel keeps its lists; with it the (stand-in) canvas is drawn.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue((options.webGl ? {} : null) as never);
  const onOpenLeg = vi.fn();
  const screenOf = renderWithProviders(<DayMap day={day} timeZone="America/New_York" onOpenLeg={onOpenLeg} />, {
    user: sessionUser('admin'),
    cached: [[queryKeys.positions.day(DAY), positions()]],
  });
  return { ...screenOf, onOpenLeg };
};
const pickupList = () => screen.getByRole('list', { name: /Pickups in view|at this place/ });

beforeEach(() => {
  canvas.drivers = [];
});
afterEach(() => vi.restoreAllMocks());

describe("the day map's pickups", () => {
  it('lists the pickups for a keyboard, and one opens its leg', async () => {
    const { user, onOpenLeg } = show({ webGl: false });
    const items = within(pickupList()).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^9:00 AM Ruth Feldman/),
      expect.stringMatching(/^10:00 AM Sam Okafor/),
      expect.stringMatching(/^11:00 AM Tess Abara/),
    ]);
    await user.click(items[1]!);
    expect(onOpenLeg).toHaveBeenCalledWith(LEG_IDS[1]);
  });

  it('opens the leg of a dot selected on the map', async () => {
    const { user, onOpenLeg } = show({ webGl: true });
    await user.click(await screen.findByRole('button', { name: 'dot' }));
    expect(onOpenLeg).toHaveBeenCalledWith(LEG_IDS[1]);
  });

  it('lists the legs of a cluster at one place, then the view again', async () => {
    const { user, onOpenLeg } = show({ webGl: true });
    await user.click(await screen.findByRole('button', { name: 'cluster' }));
    expect(screen.getByRole('heading', { name: '2 pickups at this place' })).toBeTruthy();
    const items = within(pickupList()).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/Ruth Feldman/),
      expect.stringMatching(/Tess Abara/),
    ]);
    await user.click(items[1]!);
    expect(onOpenLeg).toHaveBeenCalledWith(LEG_IDS[2]);
    await user.click(screen.getByRole('button', { name: 'All pickups in view' }));
    expect(within(pickupList()).getAllByRole('button')).toHaveLength(3);
  });

  it('lists only the pickups inside the view after a pan', async () => {
    const { user } = show({ webGl: true });
    await user.click(await screen.findByRole('button', { name: 'pan' }));
    expect(
      within(pickupList())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([expect.stringMatching(/Ruth Feldman/), expect.stringMatching(/Tess Abara/)]);
  });
});

describe("the day map's drivers", () => {
  it("names each driver with their position's age, on the map and in the list, and says an old one is old", async () => {
    show({ webGl: true });
    await screen.findByRole('button', { name: 'dot' });
    const list = screen.getByRole('list', { name: 'Last known positions' });
    expect(within(list).getByText('Omar Ortiz').closest('li')!.textContent).toContain('3 min ago');
    expect(within(list).getByText('Hana Hill').closest('li')!.textContent).toContain('2 h 5 min ago, an old position');
    expect(canvas.drivers.map((d) => [d.properties.label, d.properties.stale])).toEqual([
      ['Omar Ortiz\n3 min ago', false],
      ['Hana Hill\n2 h 5 min ago', true],
    ]);
  });
});
