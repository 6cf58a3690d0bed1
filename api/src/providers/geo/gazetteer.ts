// The offline gazetteer: place search over Nigeria's 36 states and the FCT, all 774 LGAs, the big towns and the
// neighbourhoods of Lagos, Abuja, Port Harcourt, Ibadan, Kano, Enugu and Benin City. No network, no key, and only
// Nigerian places by construction.
//
// Matching is case-, accent- and punctuation-insensitive. Ranking: exact name > name prefix > word prefix > all the
// typed words found in the label ('wuse abuja') > one typo (queries of 4+ characters, edit distance 1); within a
// rank, towns and neighbourhoods come before LGAs, LGAs before states, then the place nearest the proximity point.
//
// SelectedLocation: state is the official state name ('Lagos', 'Federal Capital Territory'); city is the city the
// place belongs to ('Lagos' for Lekki, 'Abuja' for Maitama, 'Port Harcourt' for Rumuola), an LGA's own name for
// LGAs outside the big cities, and the capital for a state; address is the label. All are letters and spaces, so a
// listing can store them as they are.
import { GEO_DEFAULT_LIMIT, GEO_MAX_LIMIT, GEO_QUERY_MAX, isInNigeriaBox } from '@naija-homes/contracts/geo';
import { buildEntries, type GazetteerEntry, normalise } from './gazetteer-index';
import type { GeoProvider, LatLng, PlaceSuggestion, SelectedLocation } from './types';

const entries = buildEntries();
const byId = new Map(entries.map((entry) => [entry.id, entry]));

const kindRank: Record<GazetteerEntry['kind'], number> = { neighbourhood: 0, city: 0, lga: 1, state: 2 };

// Reused rows of the edit-distance table (queries are at most 100 characters).
const rows = [new Int32Array(GEO_QUERY_MAX + 2), new Int32Array(GEO_QUERY_MAX + 2), new Int32Array(GEO_QUERY_MAX + 2)];

/** Whether the optimal string alignment distance of a and b is at most 1 (transpositions count as one edit). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > 1) return false;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]! <= 1;
}

/** One typo in the whole key, or in what the user has typed of it so far. */
function nearlyStartsWith(key: string, query: string): boolean {
  if (withinOneEdit(query, key)) return true;
  for (const length of [query.length - 1, query.length, query.length + 1]) {
    if (length >= 3 && length < key.length && withinOneEdit(query, key.slice(0, length))) return true;
  }
  return false;
}

/** 0 exact, 1 prefix, 2 word prefix, 3 every typed word in the label, 4 one typo; null when nothing matches. */
function matchRank(entry: GazetteerEntry, query: string, compactQuery: string, words: string[]): number | null {
  let best: number | null = null;
  for (let k = 0; k < entry.keys.length; k++) {
    const key = entry.keys[k]!;
    const compactKey = entry.compactKeys[k]!;
    if (key === query || compactKey === compactQuery) return 0;
    if (key.startsWith(query) || compactKey.startsWith(compactQuery)) best = 1;
    else if (best === null && key.includes(` ${query}`)) best = 2;
  }
  if (best !== null) return best;
  if (words.every((word) => entry.labelWords.some((labelWord) => labelWord.startsWith(word)))) return 3;
  if (query.length >= 4) {
    if (entry.keys.some((key) => nearlyStartsWith(key, query))) return 4;
    if (entry.keyWords.some((word) => word.length >= 3 && nearlyStartsWith(word, query))) return 4;
  }
  return null;
}

/** Squared distance in degrees of latitude, good enough to order nearby places. */
function closeness(entry: GazetteerEntry, point: LatLng): number {
  const dLat = entry.lat - point.lat;
  const dLng = (entry.lng - point.lng) * Math.cos((point.lat * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

const toSuggestion = (entry: GazetteerEntry): PlaceSuggestion => ({
  id: entry.id,
  label: entry.label,
  kind: entry.kind,
  state: entry.state,
  city: entry.city,
});

const toLocation = (entry: GazetteerEntry): SelectedLocation => ({
  country: 'Nigeria',
  state: entry.state,
  city: entry.city,
  address: entry.label,
  latitude: entry.lat,
  longitude: entry.lng,
});

/** The suggestions for a query, synchronously (the provider wraps it in a promise). */
export function searchGazetteer(query: string, options: { limit?: number; proximity?: LatLng } = {}) {
  const normalised = normalise(query.slice(0, GEO_QUERY_MAX));
  if (normalised.length < 2) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? GEO_DEFAULT_LIMIT), 1), GEO_MAX_LIMIT);
  const words = normalised.split(' ');
  const compactQuery = normalised.replace(/ /g, '');
  const { proximity } = options;
  const matches: Array<{ entry: GazetteerEntry; rank: number; distance: number }> = [];
  for (const entry of entries) {
    const rank = matchRank(entry, normalised, compactQuery, words);
    if (rank !== null) matches.push({ entry, rank, distance: proximity ? closeness(entry, proximity) : 0 });
  }
  matches.sort(
    (a, b) =>
      a.rank - b.rank ||
      kindRank[a.entry.kind] - kindRank[b.entry.kind] ||
      a.distance - b.distance ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.label.localeCompare(b.entry.label),
  );
  return matches.slice(0, limit).map(({ entry }) => toSuggestion(entry));
}

/** Within this distance of a town or neighbourhood's middle, a map click is "in" it. */
const PLACE_RADIUS_KM = 4;
const KM_PER_DEGREE = 111.2;

/** The place around a point: the nearest neighbourhood or town within 4 km, else the LGA with the nearest centre. */
export function reverseGazetteer(lat: number, lng: number): SelectedLocation | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isInNigeriaBox(lat, lng)) return null;
  const point = { lat, lng };
  let nearestPlace: GazetteerEntry | undefined;
  let nearestLga: GazetteerEntry | undefined;
  for (const entry of entries) {
    if (entry.kind === 'state') continue;
    if (entry.kind === 'lga') {
      if (!nearestLga || closeness(entry, point) < closeness(nearestLga, point)) nearestLga = entry;
    } else if (!nearestPlace || closeness(entry, point) < closeness(nearestPlace, point)) {
      nearestPlace = entry;
    }
  }
  const placeKm = nearestPlace ? Math.sqrt(closeness(nearestPlace, point)) * KM_PER_DEGREE : Number.POSITIVE_INFINITY;
  const chosen = nearestPlace && placeKm <= PLACE_RADIUS_KM ? nearestPlace : nearestLga;
  return chosen ? { ...toLocation(chosen), latitude: lat, longitude: lng } : null;
}

/** Every place the gazetteer knows, for tests and tools. */
export const gazetteerEntries: readonly GazetteerEntry[] = entries;

export function createGazetteerGeo(): GeoProvider {
  return {
    name: 'gazetteer',
    async autocomplete(query, options) {
      return searchGazetteer(query, options);
    },
    async geocode(placeId) {
      const entry = byId.get(placeId);
      return entry ? toLocation(entry) : null;
    },
    async reverse(lat, lng) {
      return reverseGazetteer(lat, lng);
    },
  };
}
