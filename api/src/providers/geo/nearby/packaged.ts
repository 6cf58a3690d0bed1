// The offline default (no MAPBOX_TOKEN, no OVERPASS_URL): the packaged list of well-known schools, supermarkets,
// gyms and restaurants of the demo cities (packaged-data.ts), parsed once at load. A point far from those cities
// has nothing nearby. No network, so it never fails.
import { type NearbyCategory, nearbyCategories } from '@naija-homes/contracts/map';
import { type PackagedCity, packagedCities } from './packaged-data';
import { type NearbyCandidate, type NearbyProvider, nearestFirst } from './types';

export interface PackagedPlace extends NearbyCandidate {
  /** The packaged city it belongs to (its id). */
  city: string;
  /** Placed only to the neighbourhood (a `~` after the address in packaged-data.ts). */
  approximate: boolean;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Parses a city's lines (`category | name | lat lng | address [~]`); throws on a malformed line, at load. */
export function parsePackagedCity(city: PackagedCity): PackagedPlace[] {
  return city.places
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [category = '', name = '', point = '', area = ''] = line.split('|').map((part) => part.trim());
      const [lat, lng, extra] = point.split(/\s+/).map(Number);
      const known = nearbyCategories.includes(category as NearbyCategory);
      if (!known || !name || !Number.isFinite(lat) || !Number.isFinite(lng) || extra !== undefined) {
        throw new Error(`packaged-data.ts (${city.id}): cannot read "${line}"`);
      }
      const approximate = area.endsWith('~');
      const address = area.replace(/\s*~$/, '');
      return {
        id: `ng:${city.id}:${category}:${slug(name)}`,
        city: city.id,
        name,
        category: category as NearbyCategory,
        lat: lat as number,
        lng: lng as number,
        ...(address ? { address } : {}),
        approximate,
      };
    });
}

export const packagedPlaces: PackagedPlace[] = packagedCities.flatMap(parsePackagedCity);

const byCategory = new Map<NearbyCategory, NearbyCandidate[]>(
  nearbyCategories.map((category) => [
    category,
    packagedPlaces
      .filter((place) => place.category === category)
      .map(({ city: _city, approximate: _approximate, ...place }) => place),
  ]),
);

export function createPackagedNearby(): NearbyProvider {
  return {
    source: 'packaged',
    async nearby({ lat, lng, category, limit }) {
      return nearestFirst({ lat, lng }, byCategory.get(category) ?? [], limit);
    },
  };
}
