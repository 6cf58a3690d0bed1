// How a sentence names a property type, a purpose and a place: shared by the search page's title and a listing's.
import type { commercialPropertyTypes, residentialPropertyTypes } from '@naija-homes/contracts/enums';
import { optionLabel, type PropertyFor } from '@naija-homes/contracts/property-options';

type PropertyType = (typeof residentialPropertyTypes)[number] | (typeof commercialPropertyTypes)[number];

/** One and many of each property type, as a sentence says them. */
const typeNames: Record<PropertyType, readonly [string, string]> = {
  flat: ['flat', 'flats'],
  'detached-duplex': ['detached duplex', 'detached duplexes'],
  'semi-detached-duplex': ['semi-detached duplex', 'semi-detached duplexes'],
  'semi-detached-bungalow': ['semi-detached bungalow', 'semi-detached bungalows'],
  'detached-bungalow': ['detached bungalow', 'detached bungalows'],
  'mini-flat': ['mini flat', 'mini flats'],
  'self-contain': ['self-contain', 'self-contains'],
  'terraced-duplex': ['terraced duplex', 'terraced duplexes'],
  'terraced-bungalow': ['terraced bungalow', 'terraced bungalows'],
  house: ['house', 'houses'],
  'office-space': ['office space', 'office spaces'],
  'co-working-space': ['co-working space', 'co-working spaces'],
  'retail-space': ['retail space', 'retail spaces'],
  warehouse: ['warehouse', 'warehouses'],
  'industrial-space': ['industrial space', 'industrial spaces'],
  'shop-in-mall': ['shop in a mall', 'shops in malls'],
  land: ['land', 'land'],
  'commercial-building': ['commercial building', 'commercial buildings'],
};

export function typeName(type: string | null, count: 'one' | 'many'): string | null {
  if (!type) return null;
  const names = typeNames[type as PropertyType];
  if (names) return names[count === 'one' ? 0 : 1];
  return optionLabel(type).toLowerCase();
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words typed in lower case ('lekki phase 1') read as a place name; anything else is kept as typed. */
export const placeName = (text: string) =>
  text === text.toLowerCase() ? text.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : text;

export const purposePhrase: Record<PropertyFor, string> = {
  sale: 'for sale',
  rent: 'for rent',
  'short-let': 'for short-let',
};

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
