import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateTravel } from '../../domain/travel';
import { ConfigError, loadConfig } from '../config';
import { createGeo } from './index';
import { startLocalService, type LocalService } from './local-service';
import { throwAwayDirs } from '../test/temp-dirs';

const marketSt = { street: '1500 Market St', unit: null, city: 'Philadelphia', state: 'PA', zip: '19102' };
const cityHall = { lat: 39.9526, lng: -75.1635 };
const temple = { lat: 40.0053, lng: -75.1503 };
const morning = new Date('2026-11-24T13:00:00Z');
const NY = 'America/New_York';

describe('createGeo', () => {
  let service: LocalService;
  beforeAll(async () => {
    service = await startLocalService();
  });
  afterAll(() => service.close());

  it('works offline without outside services: ZIP centroids and the estimate', async () => {
    const geo = createGeo({ timeZone: NY });
    expect(await geo.geocoder.geocode(marketSt)).toMatchObject({ precision: 'zip' });
    expect(await geo.travel.estimate(cityHall, temple, morning)).toEqual(estimateTravel(cityHall, temple, morning, NY));
  });

  it('asks the configured services, one server standing in for both', async () => {
    service.answer((request) =>
      request.path === '/search'
        ? { body: [{ lat: '39.9524', lon: '-75.1656' }] }
        : { body: { code: 'Ok', routes: [{ distance: 8046.72, duration: 900 }] } },
    );
    const geo = createGeo({ geocoderUrl: service.url, routingUrl: service.url, timeZone: NY });
    expect(await geo.geocoder.geocode(marketSt)).toEqual({ lat: 39.9524, lng: -75.1656, precision: 'address' });
    expect(await geo.travel.estimate(cityHall, temple, morning)).toEqual({ miles: 5, minutes: 15 });
  });

  it('falls back to the offline answers when the services fail', async () => {
    service.answer({ status: 503, body: 'down' });
    const geo = createGeo({ geocoderUrl: service.url, routingUrl: service.url, timeZone: NY });
    expect(await geo.geocoder.geocode(marketSt)).toMatchObject({ precision: 'zip' });
    expect(await geo.travel.estimate(cityHall, temple, morning)).toEqual(estimateTravel(cityHall, temple, morning, NY));
  });
});

describe('GEOCODER_URL and ROUTING_URL', () => {
  const dataDir = throwAwayDirs('geo-config');

  it('are optional', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ geocoderUrl: undefined, routingUrl: undefined });
  });

  it('take http and https URLs, without a trailing slash', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GEOCODER_URL: 'https://nominatim.example.com/',
      ROUTING_URL: 'http://127.0.0.1:5050/osrm',
    });
    expect(config).toMatchObject({
      geocoderUrl: 'https://nominatim.example.com',
      routingUrl: 'http://127.0.0.1:5050/osrm',
    });
  });

  it('stop start-up with a message naming the variable for anything else', () => {
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim' })).toThrow(/GEOCODER_URL: must be an http/);
    expect(() => loadConfig({ ROUTING_URL: 'ftp://osrm.example.com' })).toThrow(/ROUTING_URL: must be an http/);
  });
});
