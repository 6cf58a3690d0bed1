// Turns the gazetteer's data modules into one flat list of places with stable ids, labels and normalised search
// keys. Built once when the module loads (about a thousand entries, a few milliseconds).
import { plainPlaceName } from '@naija-homes/contracts/geo';
import { type StateData, states } from './gazetteer-data';
import { neighbourhoods, towns } from './gazetteer-places';
import type { PlaceKind } from './types';

export interface GazetteerEntry {
  /** Stable: `ng:<state>[:<lga>[:<place>]]`, e.g. 'ng:lagos:eti-osa:lekki-phase-1'. */
  id: string;
  kind: Exclude<PlaceKind, 'address'>;
  name: string;
  label: string;
  /** Official state name, e.g. 'Lagos', 'Federal Capital Territory'. */
  state: string;
  /** The city a listing here belongs to, letters and spaces only. */
  city: string;
  lat: number;
  lng: number;
  /** Normalised name and aliases, the same without spaces, and their words. */
  keys: string[];
  compactKeys: string[];
  keyWords: string[];
  /** Normalised words of the label, for queries such as 'wuse abuja'. */
  labelWords: string[];
}

/** Lower case, accents and apostrophes dropped, every other non-alphanumeric run a single space. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const slug = (text: string) => normalise(text).replace(/ /g, '-');

interface ParsedName {
  names: string[];
  city?: string;
  lat: number;
  lng: number;
}

const entryPattern = /^([^@]+?)(?:@([^@]+?))? (-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;

/** Parses the data modules' `Name|Alias@City lat lng; …` lists. */
export function parseList(list: string, where: string): ParsedName[] {
  return list
    .split(';')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .map((item) => {
      const match = entryPattern.exec(item);
      if (!match) throw new Error(`Gazetteer: cannot read "${item}" in ${where}`);
      const [, names = '', city, lat, lng] = match;
      return { names: names.split('|').map((name) => name.trim()), city, lat: Number(lat), lng: Number(lng) };
    });
}

const stateLabel = (state: StateData) => state.short ?? state.name;

type Searchable = 'keys' | 'compactKeys' | 'keyWords' | 'labelWords';

function entry(fields: Omit<GazetteerEntry, Searchable>, aliases: readonly string[] = []): GazetteerEntry {
  const keys = [...new Set([fields.name, ...aliases].map(normalise))];
  const compactKeys = keys.map((key) => key.replace(/ /g, ''));
  const keyWords = [...new Set(keys.flatMap((key) => (key.includes(' ') ? key.split(' ') : [])))];
  const labelWords = [...new Set(normalise(`${fields.label} ${aliases.join(' ')}`).split(' '))];
  return { ...fields, keys, compactKeys, keyWords, labelWords };
}

export function buildEntries(): GazetteerEntry[] {
  const entries: GazetteerEntry[] = [];
  const lgaIds = new Map<string, { id: string; name: string; state: StateData }>();
  const stateByName = new Map(states.map((state) => [state.name, state]));

  for (const state of states) {
    const stateId = `ng:${slug(state.name)}`;
    const label = state.short ? state.name : `${state.name} State`;
    const { name, lat, lng } = state;
    const city = plainPlaceName(state.capital);
    entries.push(entry({ id: stateId, kind: 'state', name, label, state: name, city, lat, lng }, state.aliases));
    for (const lga of parseList(state.lgas, state.name)) {
      const [lgaName = '', ...aliases] = lga.names;
      const id = `${stateId}:${slug(lgaName)}`;
      lgaIds.set(`${state.name}/${lgaName}`, { id, name: lgaName, state });
      entries.push(
        entry(
          {
            id,
            kind: 'lga',
            name: lgaName,
            label: `${lgaName}, ${stateLabel(state)}`,
            state: state.name,
            city: plainPlaceName(lga.city ?? lgaName),
            lat: lga.lat,
            lng: lga.lng,
          },
          aliases,
        ),
      );
    }
  }

  const lgaOf = (stateName: string, lgaName: string) => {
    const lga = lgaIds.get(`${stateName}/${lgaName}`);
    if (!lga || !stateByName.has(stateName)) throw new Error(`Gazetteer: unknown LGA ${lgaName} in ${stateName}`);
    return lga;
  };

  for (const town of towns) {
    const lga = lgaOf(town.state, town.lga);
    entries.push(
      entry(
        {
          id: `${lga.id}:${slug(town.name)}`,
          kind: 'city',
          name: town.name,
          label: `${town.name}, ${stateLabel(lga.state)}`,
          state: town.state,
          city: plainPlaceName(town.name),
          lat: town.lat,
          lng: town.lng,
        },
        town.aliases,
      ),
    );
  }

  for (const group of neighbourhoods) {
    const lga = lgaOf(group.state, group.lga);
    for (const place of parseList(group.places, `${group.city}/${group.lga}`)) {
      const [name = '', ...aliases] = place.names;
      entries.push(
        entry(
          {
            id: `${lga.id}:${slug(name)}`,
            kind: 'neighbourhood',
            name,
            label: `${name}, ${lga.name}, ${stateLabel(lga.state)}`,
            state: group.state,
            city: plainPlaceName(group.city),
            lat: place.lat,
            lng: place.lng,
          },
          aliases,
        ),
      );
    }
  }
  return entries;
}
