// What the search box was read as (issue 36), as the search page keeps it: the understood parts of the text move
// into the URL as the search's own filters ("3 bedroom duplex Lekki Ph 1 under 5m" → bedrooms=3, the duplex types,
// maxPrice, search=lekki phase 1), and each is shown as a chip with its own remove button.
import { formatCompactNaira } from '@naija-homes/contracts/format';
import { optionLabel } from '@naija-homes/contracts/property-options';
import { understoodFields } from '@naija-homes/contracts/search';
import { understandSearch } from '@naija-homes/contracts/search-understanding';
import { type RawSearch, rawList, rawText, type SearchPatch } from './search-logic';

/**
 * The URL change for a text typed in the search box: its understood parts as filters (newer than what the URL had,
 * so they replace it), the rest as the text. Null when the text says nothing that becomes a filter.
 */
export function searchTextPatch(text: string): SearchPatch | null {
  const understanding = understandSearch(text);
  const fields = understoodFields(understanding);
  if (!Object.keys(fields).length) return null;
  const patch: SearchPatch = { search: understanding.text };
  if (fields.propertyFor) {
    patch.propertyFor = fields.propertyFor;
    // Rent terms mean nothing for sales and short-lets (as the purpose switch does).
    if (fields.propertyFor !== 'rent') Object.assign(patch, { rentPaymentFrequency: undefined, leaseTerm: undefined });
  }
  if (fields.propertyType?.length) patch.propertyType = fields.propertyType;
  if (fields.bedrooms !== undefined) patch.bedrooms = String(fields.bedrooms);
  if (fields.minPrice !== undefined || fields.maxPrice !== undefined) {
    // Both bounds together, so a bound from before never leaves the range upside down.
    patch.minPrice = fields.minPrice === undefined ? undefined : String(fields.minPrice);
    patch.maxPrice = fields.maxPrice === undefined ? undefined : String(fields.maxPrice);
  }
  if (fields.rentPaymentFrequency) patch.rentPaymentFrequency = fields.rentPaymentFrequency;
  if (fields.externalFeatures) patch.externalFeatures = fields.externalFeatures;
  if (fields.amenities) patch.amenities = fields.amenities;
  return patch;
}

export interface SearchChip {
  key: string;
  label: string;
  /** What removing it changes in the URL. */
  remove: SearchPatch;
}

/** Types that people name together, shown as one chip ("Duplex", not three). */
const typeGroups: [string, string[]][] = [
  ['Duplex', ['detached-duplex', 'semi-detached-duplex', 'terraced-duplex']],
  ['Bungalow', ['detached-bungalow', 'semi-detached-bungalow', 'terraced-bungalow']],
  ['Terrace', ['terraced-duplex', 'terraced-bungalow']],
  ['Semi-detached', ['semi-detached-duplex', 'semi-detached-bungalow']],
  ['Detached', ['detached-duplex', 'detached-bungalow']],
  ['Office space', ['office-space', 'co-working-space']],
  ['Shop', ['retail-space', 'shop-in-mall']],
];

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));

const frequencyLabels: Record<string, string> = {
  annually: 'Paid yearly',
  monthly: 'Paid monthly',
  quarterly: 'Paid quarterly',
};
const featureLabels: Record<string, string> = { "Boys' Quarters": "With BQ (boys' quarters)" };

/** The chips of a search: the filters the text can set, wherever they came from, and the places the text names. */
export function searchChips(raw: RawSearch): SearchChip[] {
  const chips: SearchChip[] = [];
  const search = rawText(raw, 'search').trim();
  for (const place of understandSearch(search).places) {
    chips.push({
      key: `place-${place.label}`,
      label: place.label,
      // Whatever else the text says moves into filters on the way, so removing a place never drops it.
      remove: { ...searchTextPatch(search), search: removeWords(search, place.words) },
    });
  }
  const bedrooms = Number(rawText(raw, 'bedrooms').replace(/\+$/, ''));
  if (bedrooms >= 1) {
    const label = bedrooms >= 5 ? '5+ bedrooms' : bedrooms === 1 ? '1 bedroom' : `${bedrooms} bedrooms`;
    chips.push({ key: 'bedrooms', label, remove: { bedrooms: undefined } });
  }
  const types = rawList(raw, 'propertyType');
  const group = typeGroups.find(([, members]) => sameSet(members, types));
  if (group) chips.push({ key: 'propertyType', label: group[0], remove: { propertyType: undefined } });
  else {
    for (const type of types) {
      chips.push({
        key: `propertyType-${type}`,
        label: optionLabel(type),
        remove: { propertyType: types.filter((other) => other !== type) },
      });
    }
  }
  const min = Number(rawText(raw, 'minPrice') || Number.NaN);
  const max = Number(rawText(raw, 'maxPrice') || Number.NaN);
  const price = Number.isFinite(min)
    ? Number.isFinite(max)
      ? `${formatCompactNaira(min)}–${formatCompactNaira(max)}`
      : `over ${formatCompactNaira(min)}`
    : Number.isFinite(max)
      ? `under ${formatCompactNaira(max)}`
      : null;
  if (price) chips.push({ key: 'price', label: price, remove: { minPrice: undefined, maxPrice: undefined } });
  const frequency = rawText(raw, 'rentPaymentFrequency');
  if (frequencyLabels[frequency]) {
    chips.push({
      key: 'rentPaymentFrequency',
      label: frequencyLabels[frequency],
      remove: { rentPaymentFrequency: undefined },
    });
  }
  for (const key of ['externalFeatures', 'amenities'] as const) {
    const values = rawList(raw, key);
    for (const value of values) {
      chips.push({
        key: `${key}-${value}`,
        label: featureLabels[value] ?? value,
        remove: { [key]: values.filter((other) => other !== value) },
      });
    }
  }
  return chips;
}

/** The text without a place's words ("lekki phase 1 gate" less "lekki phase 1" → "gate"); undefined when empty. */
function removeWords(search: string, words: string): string | undefined {
  const understanding = understandSearch(search);
  const left = (understanding.text ?? '').replace(words, ' ').replace(/\s+/g, ' ').trim();
  return left || undefined;
}
