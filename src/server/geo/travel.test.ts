import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { estimateTravel } from '../../domain/travel';
import { startLocalService, type LocalService } from './local-service';
import { MAX_TABLE_POINTS, estimateTravelDefault, osrmTravel } from './travel';

const NY = 'America/New_York';
const cityHall = { lat: 39.9526, lng: -75.1635 };
const thirtiethStreet = { lat: 39.9557, lng: -75.1822 };
const temple = { lat: 40.0053, lng: -75.1503 };
const morning = new Date('2026-11-24T13:00:00Z'); // 8:00 in Philadelphia

describe('the default travel estimate', () => {
  it('answers the pure estimate in the time zone it was made for', async () => {
    const travel = estimateTravelDefault(NY);
    expect(await travel.estimate(cityHall, temple, morning)).toEqual(estimateTravel(cityHall, temple, morning, NY));
    expect(await estimateTravelDefault('America/Los_Angeles').estimate(cityHall, temple, morning)).toEqual(
      estimateTravel(cityHall, temple, morning, 'America/Los_Angeles'),
    );
  });

  it('fills a matrix from every point to every other, nothing from a point to itself', async () => {
    const { miles, minutes } = await estimateTravelDefault(NY).matrix([cityHall, thirtiethStreet, temple], morning);
    expect([miles[0]![0], miles[1]![1], miles[2]![2], minutes[1]![1]]).toEqual([0, 0, 0, 0]);
    expect(miles[0]![2]).toBe(estimateTravel(cityHall, temple, morning, NY).miles);
    expect(minutes[2]![1]).toBe(estimateTravel(temple, thirtiethStreet, morning, NY).minutes);
  });
});

describe('the OSRM routing client', () => {
  let service: LocalService;
  beforeAll(async () => {
    service = await startLocalService();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.requests.length = 0;
  });

  const travel = (options: { timeoutMs?: number } = {}) =>
    osrmTravel(service.url, NY, estimateTravelDefault(NY), options);
  const estimated = estimateTravel(cityHall, thirtiethStreet, morning, NY);

  it('asks for the route longitude first and answers its metres and seconds in miles and minutes', async () => {
    service.answer({ body: { code: 'Ok', routes: [{ distance: 2414.016, duration: 421, legs: [] }], waypoints: [] } });
    expect(await travel().estimate(cityHall, thirtiethStreet, morning)).toEqual({ miles: 1.5, minutes: 8 });
    const [request] = service.requests;
    expect(request!.path).toBe('/route/v1/driving/-75.163500,39.952600;-75.182200,39.955700');
    expect(request!.query.get('overview')).toBe('false');
  });

  it('keeps a path in the base URL', async () => {
    service.answer({ body: { code: 'Ok', routes: [{ distance: 1000, duration: 60 }] } });
    await osrmTravel(`${service.url}/osrm/`, NY).estimate(cityHall, thirtiethStreet, morning);
    expect(service.requests[0]!.path).toMatch(/^\/osrm\/route\/v1\/driving\//);
  });

  it.each([
    ['a server error', { status: 500, body: { code: 'InternalError' } }],
    ['no route', { status: 400, body: { code: 'NoRoute', message: 'Impossible route' } }],
    ['an answer other than Ok', { body: { code: 'NoSegment', routes: [] } }],
    ['no routes', { body: { code: 'Ok', routes: [] } }],
    ['a route without numbers', { body: { code: 'Ok', routes: [{ distance: 'far', duration: null }] } }],
    ['an answer that is not JSON', { body: 'Bad Gateway' }],
  ])('falls back to the estimate on %s', async (_, answer) => {
    service.answer(answer);
    expect(await travel().estimate(cityHall, thirtiethStreet, morning)).toEqual(estimated);
    expect(service.requests).toHaveLength(1);
  });

  it('falls back to the estimate when the service is slower than the timeout', async () => {
    service.answer({ body: { code: 'Ok', routes: [{ distance: 1000, duration: 60 }] }, delayMs: 2000 });
    const started = Date.now();
    expect(await travel({ timeoutMs: 150 }).estimate(cityHall, thirtiethStreet, morning)).toEqual(estimated);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('falls back to the estimate when nothing listens', async () => {
    const gone = await startLocalService();
    await gone.close();
    expect(await osrmTravel(gone.url, NY).estimate(cityHall, thirtiethStreet, morning)).toEqual(estimated);
  });

  it('asks for a table of durations and distances, longitude first, and answers miles and minutes', async () => {
    service.answer({
      body: {
        code: 'Ok',
        durations: [
          [0, 420, 600],
          [400, 0, 700],
          [630, 720, 0],
        ],
        distances: [
          [0, 2414.016, 8046.72],
          [2500, 0, 9000],
          [8100, 9100, 0],
        ],
      },
    });
    expect(await travel().matrix([cityHall, thirtiethStreet, temple], morning)).toEqual({
      miles: [
        [0, 1.5, 5],
        [1.6, 0, 5.6],
        [5, 5.7, 0],
      ],
      minutes: [
        [0, 7, 10],
        [7, 0, 12],
        [11, 12, 0],
      ],
    });
    const [request] = service.requests;
    expect(request!.path).toBe('/table/v1/driving/-75.163500,39.952600;-75.182200,39.955700;-75.150300,40.005300');
    expect(request!.query.get('annotations')).toBe('duration,distance');
  });

  it('estimates the pairs the table cannot route and keeps the rest', async () => {
    service.answer({
      body: {
        code: 'Ok',
        durations: [
          [0, null],
          [400, 0],
        ],
        distances: [
          [0, null],
          [2500, 0],
        ],
      },
    });
    const { miles, minutes } = await travel().matrix([cityHall, thirtiethStreet], morning);
    expect([miles[0]![1], minutes[0]![1]]).toEqual([estimated.miles, estimated.minutes]);
    expect([miles[1]![0], minutes[1]![0]]).toEqual([1.6, 7]);
  });

  it.each([
    ['a server error', { status: 500, body: {} }],
    ['a table of the wrong size', { body: { code: 'Ok', durations: [[0]], distances: [[0]] } }],
    [
      'a table without distances',
      {
        body: {
          code: 'Ok',
          durations: [
            [0, 1],
            [1, 0],
          ],
        },
      },
    ],
    ['an answer other than Ok', { body: { code: 'TooBig' } }],
  ])('estimates the whole matrix on %s', async (_, answer) => {
    service.answer(answer);
    const points = [cityHall, thirtiethStreet];
    expect(await travel().matrix(points, morning)).toEqual(await estimateTravelDefault(NY).matrix(points, morning));
  });

  it('estimates the whole matrix when the service is slower than the timeout', async () => {
    service.answer({
      body: {
        code: 'Ok',
        durations: [
          [0, 1],
          [1, 0],
        ],
        distances: [
          [0, 1],
          [1, 0],
        ],
      },
      delayMs: 2000,
    });
    const points = [cityHall, thirtiethStreet];
    expect(await travel({ timeoutMs: 150 }).matrix(points, morning)).toEqual(
      await estimateTravelDefault(NY).matrix(points, morning),
    );
  });

  it('does not ask the service for one point or for more than it takes in one table', async () => {
    service.answer({ status: 500, body: {} });
    expect(await travel().matrix([cityHall], morning)).toEqual({ miles: [[0]], minutes: [[0]] });
    const many = Array.from({ length: MAX_TABLE_POINTS + 1 }, (_, i) => ({ lat: 39.9 + i / 1000, lng: -75.2 }));
    const { miles } = await travel().matrix(many, morning);
    expect(miles).toHaveLength(MAX_TABLE_POINTS + 1);
    expect(service.requests).toHaveLength(0);
  });
});
