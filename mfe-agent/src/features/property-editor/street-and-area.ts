/**
 * What the agent typed in the place search, as the street (free text, kept as typed) and the area to look up:
 * '12 Admiralty Way, Lekki Phase 1' → street '12 Admiralty Way', area 'Lekki Phase 1'. The offline gazetteer
 * knows areas, not streets, so only the area is searched; without a comma the whole text is the area.
 */
export function streetAndArea(text: string): { street: string | null; area: string } {
  const comma = text.indexOf(',');
  if (comma < 0) return { street: null, area: text.trim() };
  const street = text.slice(0, comma).trim();
  const area = text.slice(comma + 1).trim();
  // '12 Admiralty Way,' with nothing after the comma yet: keep searching what there is.
  if (!area) return { street: null, area: street };
  return { street: street || null, area };
}

/** The listing's address once an area is picked: the street typed before it, then the area's own address. */
export function addressWithStreet(street: string | null, areaAddress: string): string {
  if (!street) return areaAddress;
  return areaAddress.toLowerCase().startsWith(street.toLowerCase()) ? areaAddress : `${street}, ${areaAddress}`;
}
