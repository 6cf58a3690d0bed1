// Place search over HTTP on the embedded gazetteer (the default with no Mapbox token).
import { describe, expect, test } from 'bun:test';
import type { PlaceSuggestion, SelectedLocation } from '@naija-homes/contracts/geo';
import { geoMessages } from '@naija-homes/contracts/geo';
import { setupTestApp } from '../../test/app';

const t = await setupTestApp();

describe('place search', () => {
  test('autocomplete finds Nigerian places and the chosen one geocodes to state, city and coordinates', async () => {
    const found = await t.client().get<{ data: PlaceSuggestion[] }>('/api/v1/geo/autocomplete?q=lekki&limit=3');
    expect(found.status).toBe(200);
    expect(found.body.data.length).toBeGreaterThan(0);
    expect(found.body.data.length).toBeLessThanOrEqual(3);
    const lekki = found.body.data[0] as PlaceSuggestion;
    expect(lekki.label).toContain('Lekki');
    const place = await t.client().get<{ data: SelectedLocation }>(`/api/v1/geo/place/${encodeURIComponent(lekki.id)}`);
    expect(place.body.data).toMatchObject({ country: 'Nigeria', state: 'Lagos' });
    expect(place.body.data.latitude).toBeGreaterThan(6);
    expect(place.body.data.latitude).toBeLessThan(7);
    const back = await t
      .client()
      .get<{ data: SelectedLocation }>(
        `/api/v1/geo/reverse?lat=${place.body.data.latitude}&lng=${place.body.data.longitude}`,
      );
    expect(back.body.data.state).toBe('Lagos');
  });

  test('bad input is a 400 with a clear message; unknown places 404', async () => {
    expect(await t.client().get('/api/v1/geo/autocomplete?q=a')).toMatchObject({
      status: 400,
      body: { message: geoMessages.queryMin },
    });
    expect((await t.client().get('/api/v1/geo/autocomplete?q=ikeja&limit=99')).status).toBe(400);
    expect(await t.client().get('/api/v1/geo/place/ng:nowhere')).toMatchObject({
      status: 404,
      body: { message: geoMessages.placeNotFound },
    });
    expect((await t.client().get('/api/v1/geo/reverse?lat=abc&lng=3')).status).toBe(400);
  });
});
