import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { greatCircleMiles } from '../../domain/travel';
import type { PlaceAddress } from '../../domain/place';
import { DEFAULT_USER_AGENT, nominatimGeocoder, zipCentroid, zipCentroidGeocoder } from './geocoder';
import { startLocalService, type LocalService } from './local-service';

const marketSt: PlaceAddress = {
  street: '1500 Market St',
  unit: 'Suite 200',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19102',
};
const cityHall = { lat: 39.9526, lng: -75.1635 };

describe('the ZIP-code centroid geocoder', () => {
  // First in the file: nothing before it has touched the table.
  it('loads the ZIP table on first use, not when the module is imported', async () => {
    const loaded = () =>
      Object.keys(createRequire(import.meta.url).cache).some((file) =>
        /[\\/]zipcodes[\\/]lib[\\/]codes\.js$/.test(file),
      );
    expect(loaded()).toBe(false);
    await zipCentroidGeocoder().geocode(marketSt);
    expect(loaded()).toBe(true);
  });

  it('places 19102 in Center City Philadelphia, within a mile of City Hall', async () => {
    const found = await zipCentroidGeocoder().geocode(marketSt);
    expect(found).toMatchObject({ precision: 'zip' });
    expect(greatCircleMiles(found!, cityHall)).toBeLessThan(1);
  });

  it('places ZIP codes across the service area', async () => {
    const at = async (zip: string, state: string) => zipCentroidGeocoder().geocode({ ...marketSt, zip, state });
    expect(greatCircleMiles((await at('19140', 'PA'))!, { lat: 40.005, lng: -75.15 })).toBeLessThan(3); // North Philadelphia
    expect(greatCircleMiles((await at('08034', 'NJ'))!, { lat: 39.93, lng: -75.0 })).toBeLessThan(5); // Cherry Hill
    expect(greatCircleMiles((await at('19801', 'de'))!, { lat: 39.74, lng: -75.55 })).toBeLessThan(3); // Wilmington
  });

  it('answers null for an unknown ZIP, a malformed one and military codes without a position', async () => {
    const geocoder = zipCentroidGeocoder();
    expect(await geocoder.geocode({ ...marketSt, zip: '00000' })).toBeNull();
    expect(await geocoder.geocode({ ...marketSt, zip: '1910' })).toBeNull();
    expect(await geocoder.geocode({ ...marketSt, zip: 'A1B2C' })).toBeNull();
    expect(zipCentroid('34001')).toBeNull(); // APO Americas: 0,0 in the data
  });

  it('answers null for a ZIP in another state than the address says: one of them is a typo', async () => {
    expect(await zipCentroidGeocoder().geocode({ ...marketSt, state: 'NJ' })).toBeNull();
    expect(zipCentroid('19102', 'pa')).not.toBeNull();
  });
});

describe('the Nominatim geocoder', () => {
  let service: LocalService;
  beforeAll(async () => {
    service = await startLocalService();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.requests.length = 0;
  });

  const geocoder = (options: { timeoutMs?: number } = {}) =>
    nominatimGeocoder(service.url, zipCentroidGeocoder(), options);

  it("asks the search API with the address's parts and answers its coordinates to the address", async () => {
    service.answer({
      body: [{ place_id: 1, lat: '39.9524', lon: '-75.1656', display_name: '1500, Market Street, Philadelphia' }],
    });
    expect(await geocoder().geocode(marketSt)).toEqual({ lat: 39.9524, lng: -75.1656, precision: 'address' });
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request!.path).toBe('/search');
    expect(Object.fromEntries(request!.query)).toEqual({
      street: '1500 Market St',
      city: 'Philadelphia',
      state: 'Pennsylvania',
      postalcode: '19102',
      countrycodes: 'us',
      format: 'jsonv2',
      limit: '1',
    });
    expect(request!.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
  });

  it('keeps a path in the base URL and ignores a trailing slash', async () => {
    service.answer({ body: [{ lat: '39.9524', lon: '-75.1656' }] });
    await nominatimGeocoder(`${service.url}/nominatim/`, zipCentroidGeocoder()).geocode(marketSt);
    expect(service.requests[0]!.path).toBe('/nominatim/search');
  });

  it('falls back to the ZIP centroid when the service finds nothing', async () => {
    service.answer({ body: [] });
    const found = await geocoder().geocode(marketSt);
    expect(found).toMatchObject({ precision: 'zip' });
    expect(found).toEqual({ ...zipCentroid('19102')!, precision: 'zip' });
    expect(service.requests).toHaveLength(1);
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'down' } }],
    ['a refusal for too many requests', { status: 429, body: 'slow down' }],
    ['an answer that is not JSON', { body: '<html>maintenance</html>' }],
    ['coordinates that are not numbers', { body: [{ lat: 'north', lon: '-75.16' }] }],
    ['coordinates off the globe', { body: [{ lat: '139.95', lon: '-75.16' }] }],
    ['an object instead of a list', { body: { lat: '39.95', lon: '-75.16' } }],
  ])('falls back to the ZIP centroid on %s', async (_, answer) => {
    service.answer(answer);
    expect(await geocoder().geocode(marketSt)).toEqual({ ...zipCentroid('19102')!, precision: 'zip' });
  });

  it('falls back to the ZIP centroid when the service is slower than the timeout', async () => {
    service.answer({ body: [{ lat: '39.9524', lon: '-75.1656' }], delayMs: 2000 });
    const started = Date.now();
    expect(await geocoder({ timeoutMs: 150 }).geocode(marketSt)).toEqual({
      ...zipCentroid('19102')!,
      precision: 'zip',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('falls back to the ZIP centroid when nothing listens', async () => {
    const gone = await startLocalService();
    await gone.close();
    expect(await nominatimGeocoder(gone.url, zipCentroidGeocoder()).geocode(marketSt)).toMatchObject({
      precision: 'zip',
    });
  });

  it('answers null when neither the service nor the ZIP table can place the address', async () => {
    service.answer({ body: [] });
    expect(await geocoder().geocode({ ...marketSt, zip: '00000' })).toBeNull();
  });
});
