// The fixed mix of searches the benchmark times: what people do on the search page and the map, by category.
// Each entry is the query string of GET /api/v1/property/all, so the API and the raw-SQL side run the same search.

import { prng } from '../../api/src/db/seed/prng';
import { cityCentres } from './places';

export const categories = ['text', 'facets', 'sort', 'deep page', 'bounds', 'polygon', 'radius'] as const;
export type Category = (typeof categories)[number];

export interface BenchQuery {
  category: Category;
  name: string;
  params: URLSearchParams;
}

type Params = Record<string, string | number>;

/** A hand-drawn-looking area: an ellipse of `points` corners around a centre, a little wavy, closed. */
function drawnPolygon(lat: number, lng: number, halfLat: number, halfLng: number, points = 8): string {
  const ring: [number, number][] = [];
  for (let i = 0; i < points; i += 1) {
    const angle = (2 * Math.PI * i) / points;
    const wobble = 1 + 0.12 * Math.sin(3 * angle + lat);
    ring.push([
      Number((lng + halfLng * wobble * Math.cos(angle)).toFixed(5)),
      Number((lat + halfLat * wobble * Math.sin(angle)).toFixed(5)),
    ]);
  }
  ring.push(ring[0] as [number, number]);
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}

const box = (sw: [number, number], ne: [number, number]): Params => ({
  swLat: sw[0],
  swLng: sw[1],
  neLat: ne[0],
  neLng: ne[1],
});
const around = (centre: { lat: number; lng: number }, radiusKm?: number): Params => ({
  centerLat: centre.lat,
  centerLng: centre.lng,
  ...(radiusKm ? { radiusKm } : {}),
});

const mix: Record<Category, Record<string, Params>> = {
  text: {
    lekki: { search: 'lekki' },
    maitama: { search: 'maitama' },
    'typo leki': { search: 'leki' },
    'ikeja gra': { search: 'ikeja gra' },
    'lagos, rent': { search: 'lagos', propertyFor: 'rent' },
    'duplex, sale': { search: 'duplex', propertyFor: 'sale' },
    'ph (alias)': { search: 'ph' },
    'vi 3 bed': { search: 'vi', bedrooms: 3 },
    'gwarinpa rent 3 bed': { search: 'gwarinpa', propertyFor: 'rent', bedrooms: 3 },
    'serviced flat lekki': { search: 'serviced flat lekki', propertyFor: 'short-let' },
  },
  facets: {
    'rent 3 bed ₦2–6M': {
      propertyFor: 'rent',
      propertyCategory: 'residential',
      bedrooms: 3,
      minPrice: 2_000_000,
      maxPrice: 6_000_000,
    },
    'sale duplex 4 bed ₦100–400M': {
      propertyFor: 'sale',
      propertyType: 'detached-duplex,semi-detached-duplex',
      bedrooms: 4,
      minPrice: 100_000_000,
      maxPrice: 400_000_000,
    },
    'rent offices ≥1000 sqft': {
      propertyFor: 'rent',
      propertyCategory: 'commercial',
      propertyType: 'office-space',
      minArea: 1000,
    },
    'short-let 2 bed solar': { propertyFor: 'short-let', bedrooms: 2, maxPrice: 150_000, utilities: 'Inverter/Solar' },
    'rent mini-flat ≤₦1M': { propertyFor: 'rent', propertyType: 'mini-flat,self-contain', maxPrice: 1_000_000 },
    'sale 5+ bed pool BQ': {
      propertyFor: 'sale',
      bedrooms: 5,
      outdoorFeatures: 'Pool',
      externalFeatures: "Boys' Quarters",
    },
    'rent yearly 3 bath parking': {
      propertyFor: 'rent',
      rentPaymentFrequency: 'annually',
      leaseTerm: 'long-term',
      bathrooms: 3,
      minParkingSpace: 2,
    },
    'sale commercial cameras': {
      propertyFor: 'sale',
      propertyCategory: 'commercial',
      securityFeatures: 'Security Cameras',
    },
    'posted this week, rent': { datePosted: 'week', propertyFor: 'rent' },
    'posted 24h': { datePosted: '24h' },
    'posted this month, sale 3 bed': { datePosted: 'month', propertyFor: 'sale', bedrooms: 3 },
    'featured carousel': { minVisibility: 2 },
  },
  sort: {
    'recommended (no filter)': {},
    'recommended, rent': { propertyFor: 'rent' },
    'price-desc, sale': { sort: 'price-desc', propertyFor: 'sale' },
    'price-asc, rent 2 bed': { sort: 'price-asc', propertyFor: 'rent', bedrooms: 2 },
    'newest, residential': { sort: 'newest', propertyCategory: 'residential' },
    'bedrooms, sale': { sort: 'bedrooms', propertyFor: 'sale' },
    'bathrooms, rent': { sort: 'bathrooms', propertyFor: 'rent' },
    'area, commercial': { sort: 'area', propertyCategory: 'commercial' },
    'lot-size, residential sale': { sort: 'lot-size', propertyFor: 'sale', propertyCategory: 'residential' },
  },
  'deep page': {
    'page 200, recommended': { page: 200 },
    'page 200, rent': { propertyFor: 'rent', page: 200 },
    'page 200, price-asc sale': { sort: 'price-asc', propertyFor: 'sale', page: 200 },
    'page 200, newest': { sort: 'newest', page: 200 },
  },
  bounds: {
    'Lekki–VI': box([6.41, 3.4], [6.47, 3.55]),
    'Abuja centre': box([9.0, 7.38], [9.12, 7.55]),
    'Ikeja, rent 3 bed': { ...box([6.55, 3.32], [6.61, 3.38]), propertyFor: 'rent', bedrooms: 3 },
    'Lagos zoomed out': box([6.4, 3.25], [6.7, 3.65]),
    'Port Harcourt, sale': { ...box([4.75, 6.95], [4.88, 7.1]), propertyFor: 'sale' },
    'Lekki–VI, price-asc': { ...box([6.41, 3.4], [6.47, 3.55]), sort: 'price-asc', propertyFor: 'rent' },
  },
  polygon: {
    'Lekki Phase 1': { polygon: drawnPolygon(6.447, 3.475, 0.012, 0.025) },
    Ikoyi: { polygon: drawnPolygon(6.454, 3.435, 0.01, 0.012, 10) },
    'Maitama–Wuse 2': { polygon: drawnPolygon(9.082, 7.486, 0.018, 0.022, 12) },
    'GRA Port Harcourt, rent': { polygon: drawnPolygon(4.824, 7.005, 0.01, 0.012), propertyFor: 'rent' },
    'Lekki to Ajah (40 points), rent': {
      polygon: drawnPolygon(6.458, 3.54, 0.03, 0.1, 40),
      propertyFor: 'rent',
    },
    'Ikeja, 3 bed price-asc': {
      polygon: drawnPolygon(6.583, 3.35, 0.025, 0.02, 16),
      bedrooms: 3,
      sort: 'price-asc',
    },
  },
  radius: {
    'Lagos 30 km': around(cityCentres.lagos),
    'Abuja 30 km': around(cityCentres.abuja),
    'Port Harcourt 30 km, rent': { ...around(cityCentres.portHarcourt), propertyFor: 'rent' },
    'Ibadan 30 km, newest': { ...around(cityCentres.ibadan), sort: 'newest' },
    'Kano 30 km': around(cityCentres.kano),
    'Enugu 10 km': around(cityCentres.enugu, 10),
    'Benin City 10 km, sale': { ...around(cityCentres.beninCity, 10), propertyFor: 'sale' },
    'Lekki 5 km, 4 bed': { ...around({ lat: 6.4474, lng: 3.4923 }, 5), bedrooms: 4 },
  },
};

export const benchQueries: BenchQuery[] = categories.flatMap((category) =>
  Object.entries(mix[category]).map(([name, params]) => ({
    category,
    name,
    params: new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])),
  })),
);

/** A repeatable shuffle (mulberry32), so every run issues the same sequence. */
export function seededOrder<T>(items: T[], seed: number): T[] {
  const random = prng(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
