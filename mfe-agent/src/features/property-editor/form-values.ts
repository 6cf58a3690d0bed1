// The editor's form state (strings and string lists, as people type them) and the spec §5 rules for turning it
// into a PATCH body: strings trimmed, numeric-looking text sent as numbers (bedrooms, bathrooms, restrooms and
// total floors stay text), only changed values sent, a value emptied by the agent sent as null to clear it.
import { parseNaira } from '@naija-homes/contracts/money';
import { type EditablePropertyField, type Property, textualNumberFields } from '@naija-homes/contracts/property';

export type FormValue = string | string[];
/** Field name → what the input holds; latitude and longitude are separate inputs. */
export type FormValues = Partial<Record<EditablePropertyField, FormValue>>;
/** What one value becomes on the wire (undefined when empty). */
export type WireValue = string | number | string[] | undefined;
/** The changed fields of a step, before the contract checks them: null clears a value, [] a list. */
export type PropertyPatch = Partial<Record<EditablePropertyField, Exclude<WireValue, undefined> | null>>;

/** Text the agent writes, never turned into a number even when it looks like one. */
const freeText = new Set<string>(['title', 'ownershipDetails', 'mortgageInfo', 'state', 'city', 'address', 'video']);
const textual = new Set<string>(textualNumberFields);
/** ₦ amounts, typed with thousands commas and up to two decimals. */
const moneyFields = new Set<string>(['price', 'deposit', 'maintenanceFees', 'agencyFee', 'legalFee']);
const numeric = /^-?\d+(\.\d+)?$/;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The form's view of a saved property (every field of it; only `location` is read by name): numbers as text, null as ''. */
export function formValuesOf(property: Pick<Property, 'location'>): FormValues {
  const values: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(property)) {
    if (isStringList(value)) values[key] = [...value];
    else if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
    else if (value === null) values[key] = '';
  }
  const [longitude, latitude] = property.location?.coordinates ?? [];
  values.latitude = latitude === undefined ? '' : String(latitude);
  values.longitude = longitude === undefined ? '' : String(longitude);
  return values;
}

/** One value as it goes on the wire (undefined when empty). */
export function normalise(field: string, value: FormValue | undefined): WireValue {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    const list = [...new Set(value.map((item) => item.trim()).filter(Boolean))];
    return list.length ? list : undefined;
  }
  const text = value.trim();
  if (!text) return undefined;
  if (moneyFields.has(field)) {
    // The one money rule (contracts/money.ts): '7,500.50' is 7500.5; anything else goes as typed, to be refused.
    const parsed = parseNaira(text);
    return parsed.ok ? parsed.naira : text;
  }
  if (!freeText.has(field) && !textual.has(field) && numeric.test(text)) return Number(text);
  return text;
}

function same(a: WireValue, b: WireValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  }
  return a === b;
}

/**
 * The PATCH body for `fields`: what changed since `initial`. An emptied list is sent as [] and an emptied value
 * as null (both clear it); latitude and longitude always travel together.
 */
export function buildPatch(
  fields: readonly EditablePropertyField[],
  initial: FormValues,
  current: FormValues,
): PropertyPatch {
  const patch: PropertyPatch = {};
  for (const field of fields) {
    const before = normalise(field, initial[field]);
    const after = normalise(field, current[field]);
    if (same(before, after)) continue;
    if (after !== undefined) patch[field] = after;
    else if (before !== undefined) patch[field] = Array.isArray(initial[field]) ? [] : null;
  }
  if ('latitude' in patch || 'longitude' in patch) {
    patch.latitude = normalise('latitude', current.latitude) ?? null;
    patch.longitude = normalise('longitude', current.longitude) ?? null;
  }
  return patch;
}

/** Keeps digits and one decimal point: 'Price and range inputs accept decimals only.' */
export function decimalsOnly(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The calendar day after an ISO date ('2026-05-31' → '2026-06-01'). */
export function dayAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
