import { filterKeys } from '@naija-homes/contracts/search';
import { type RawSearch, rawList, rawText, type SearchPatch } from './search-logic';

export type FilterKey = (typeof filterKeys)[number];
export type FilterDraft = Partial<Record<FilterKey, string | string[]>>;

/** Fields that only make sense for one category: changing category drops the other category's values. */
export const residentialOnly: FilterKey[] = [
  'bedrooms',
  'bathrooms',
  'minParkingSpace',
  'maxParkingSpace',
  'minLotSize',
  'maxLotSize',
  'exteriorMaterial',
  'flooringType',
  'outdoorFeatures',
  'externalFeatures',
  'utilities',
  'minDistToSchool',
  'maxDistToSchool',
  'minDistToHospital',
  'maxDistToHospital',
];
export const commercialOnly: FilterKey[] = [
  'totalFloors',
  'securityFeatures',
  'hvacSystems',
  'minDistToBusiness',
  'maxDistToBusiness',
];
export const rentOnly: FilterKey[] = ['rentPaymentFrequency', 'leaseTerm'];
const listKeys = new Set<FilterKey>([
  'propertyType',
  'securityFeatures',
  'hvacSystems',
  'externalFeatures',
  'outdoorFeatures',
  'utilities',
]);

export function draftFromRaw(raw: RawSearch): FilterDraft {
  const draft: FilterDraft = {};
  for (const key of filterKeys) {
    if (listKeys.has(key)) {
      const list = rawList(raw, key);
      if (list.length) draft[key] = list;
    } else {
      const text = rawText(raw, key).replace(/\+$/, '');
      if (text) draft[key] = text;
    }
  }
  return draft;
}

export function draftText(draft: FilterDraft, key: FilterKey): string {
  const value = draft[key];
  return typeof value === 'string' ? value : '';
}

export function draftList(draft: FilterDraft, key: FilterKey): string[] {
  const value = draft[key];
  return Array.isArray(value) ? value : [];
}

/** Every filter key, set or removed: applying the modal replaces all filters at once. */
export function draftToPatch(draft: FilterDraft): SearchPatch {
  return Object.fromEntries(filterKeys.map((key) => [key, draft[key]]));
}

/**
 * What a Filters range input keeps of what was typed: thousands commas and spaces go ('45,000,000' → '45000000',
 * shown back in the field at once); every other character stays, so Apply refuses a mistyped amount ('1e6', '12a',
 * '12.345') with the contract's words instead of the field quietly dropping the keystroke.
 */
export function rangeInputText(typed: string): string {
  return typed.replace(/[,\s]/g, '');
}
