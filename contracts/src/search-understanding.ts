// Reading the search box the way people in Nigeria write it (issue 36): "3bed self con in Leki", "BQ duplex VI
// under 5m", "room and parlour Yaba yearly". What is understood becomes the search's own filters (bedrooms, type,
// price, payment frequency, purpose, features, amenities); places are spelt out and kept as words, and the rest of
// the text goes to word matching. Pure and shared: the API applies it to every search, the search page moves the
// understood parts into the URL as filters and shows them as removable chips. No I/O, no allocation-heavy work on
// the common path (exact look-ups first; the one-edit spelling fallback only for words nothing else knew).

import type { rentPaymentFrequencies } from './enums';
import type { additionalAmenities, externalFeatures, PropertyFor } from './property-options';

type RentPaymentFrequency = (typeof rentPaymentFrequencies)[number];

type ExternalFeature = (typeof externalFeatures)[number];
type Amenity = (typeof additionalAmenities)[number];

/** What the text says, as the search's filters. Prices are in kobo (the one money unit of the code). */
export interface UnderstoodFilters {
  propertyFor?: PropertyFor;
  propertyType?: string[];
  bedrooms?: number;
  minPriceKobo?: number;
  maxPriceKobo?: number;
  rentPaymentFrequency?: RentPaymentFrequency;
  externalFeatures?: ExternalFeature[];
  amenities?: Amenity[];
}

/** A place the text names, spelt out: kept in the text (listings are found by their address words). */
export interface UnderstoodPlace {
  /** As shown on a chip: 'Lekki Phase 1', 'Victoria Island', 'Ikeja GRA'. */
  label: string;
  /** The words it stands for in the remaining text: 'lekki phase 1'. */
  words: string;
}

export interface SearchUnderstanding {
  filters: UnderstoodFilters;
  places: UnderstoodPlace[];
  /** The words left for text matching (places spelt out), or undefined when nothing is left. */
  text: string | undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Property words

const DUPLEXES = ['detached-duplex', 'semi-detached-duplex', 'terraced-duplex'];
const BUNGALOWS = ['detached-bungalow', 'semi-detached-bungalow', 'terraced-bungalow'];

interface Meaning {
  propertyType?: string[];
  propertyFor?: PropertyFor;
  externalFeature?: ExternalFeature;
  amenity?: Amenity;
}

/**
 * Phrases (space-separated words after normalising) and what they mean. A face-me-I-face-you is a single room off a
 * shared corridor: the nearest type listings have is the self-contain. A penthouse is a flat on the top floor.
 */
const propertyPhrases: Record<string, Meaning> = {
  'self contain': { propertyType: ['self-contain'] },
  'self contained': { propertyType: ['self-contain'] },
  'self con': { propertyType: ['self-contain'] },
  selfcon: { propertyType: ['self-contain'] },
  selfcontain: { propertyType: ['self-contain'] },
  'room self contain': { propertyType: ['self-contain'] },
  'single room self contain': { propertyType: ['self-contain'] },
  'single room': { propertyType: ['self-contain'] },
  'face me i face you': { propertyType: ['self-contain'] },
  'face me face you': { propertyType: ['self-contain'] },
  facemeifaceyou: { propertyType: ['self-contain'] },
  'mini flat': { propertyType: ['mini-flat'] },
  miniflat: { propertyType: ['mini-flat'] },
  'room and parlour': { propertyType: ['mini-flat'] },
  'room and parlor': { propertyType: ['mini-flat'] },
  'room parlour': { propertyType: ['mini-flat'] },
  'room parlor': { propertyType: ['mini-flat'] },
  'room and parlour self contain': { propertyType: ['mini-flat'] },
  flat: { propertyType: ['flat'] },
  flats: { propertyType: ['flat'] },
  apartment: { propertyType: ['flat'] },
  apartments: { propertyType: ['flat'] },
  penthouse: { propertyType: ['flat'] },
  duplex: { propertyType: DUPLEXES },
  duplexes: { propertyType: DUPLEXES },
  bungalow: { propertyType: BUNGALOWS },
  bungalows: { propertyType: BUNGALOWS },
  terrace: { propertyType: ['terraced-duplex', 'terraced-bungalow'] },
  terraced: { propertyType: ['terraced-duplex', 'terraced-bungalow'] },
  'semi detached': { propertyType: ['semi-detached-duplex', 'semi-detached-bungalow'] },
  semidetached: { propertyType: ['semi-detached-duplex', 'semi-detached-bungalow'] },
  'semi d': { propertyType: ['semi-detached-duplex', 'semi-detached-bungalow'] },
  detached: { propertyType: ['detached-duplex', 'detached-bungalow'] },
  'fully detached': { propertyType: ['detached-duplex', 'detached-bungalow'] },
  'office space': { propertyType: ['office-space', 'co-working-space'] },
  office: { propertyType: ['office-space', 'co-working-space'] },
  offices: { propertyType: ['office-space', 'co-working-space'] },
  'co working': { propertyType: ['co-working-space'] },
  coworking: { propertyType: ['co-working-space'] },
  warehouse: { propertyType: ['warehouse'] },
  shop: { propertyType: ['retail-space', 'shop-in-mall'] },
  shops: { propertyType: ['retail-space', 'shop-in-mall'] },
  land: { propertyType: ['land'] },
  plot: { propertyType: ['land'] },
  plots: { propertyType: ['land'] },
  'plot of land': { propertyType: ['land'] },
  'plots of land': { propertyType: ['land'] },
  shortlet: { propertyFor: 'short-let' },
  shortlets: { propertyFor: 'short-let' },
  'short let': { propertyFor: 'short-let' },
  'short lets': { propertyFor: 'short-let' },
  'short stay': { propertyFor: 'short-let' },
  'for rent': { propertyFor: 'rent' },
  'to let': { propertyFor: 'rent' },
  rent: { propertyFor: 'rent' },
  rental: { propertyFor: 'rent' },
  lease: { propertyFor: 'rent' },
  'for sale': { propertyFor: 'sale' },
  sale: { propertyFor: 'sale' },
  buy: { propertyFor: 'sale' },
  bq: { externalFeature: "Boys' Quarters" },
  bqs: { externalFeature: "Boys' Quarters" },
  'b q': { externalFeature: "Boys' Quarters" },
  'boys quarters': { externalFeature: "Boys' Quarters" },
  'boys quarter': { externalFeature: "Boys' Quarters" },
  'boy quarters': { externalFeature: "Boys' Quarters" },
  'boy quarter': { externalFeature: "Boys' Quarters" },
  'boys quaters': { externalFeature: "Boys' Quarters" },
  serviced: { amenity: 'Serviced' },
  'fully serviced': { amenity: 'Serviced' },
  furnished: { amenity: 'Furnished' },
  'fully furnished': { amenity: 'Furnished' },
};

// ---------------------------------------------------------------------------------------------------------------
// Places

/** Areas and cities people name; a few have their own short forms. */
const placeNames = [
  'Lagos',
  'Lekki',
  'Ikoyi',
  'Victoria Island',
  'Ikeja',
  'Yaba',
  'Ajah',
  'Gbagada',
  'Surulere',
  'Magodo',
  'Maryland',
  'Ogudu',
  'Ojodu',
  'Ogba',
  'Ilupeju',
  'Festac',
  'Ikorodu',
  'Oniru',
  'Banana Island',
  'Sangotedo',
  'Chevron',
  'Oshodi',
  'Isolo',
  'Apapa',
  'Agege',
  'Ketu',
  'Abuja',
  'Maitama',
  'Wuse',
  'Gwarinpa',
  'Asokoro',
  'Garki',
  'Jabi',
  'Utako',
  'Kubwa',
  'Lugbe',
  'Katampe',
  'Guzape',
  'Life Camp',
  'Port Harcourt',
  'Trans Amadi',
  'Rumuokoro',
  'Woji',
  'Ibadan',
  'Bodija',
  'Jericho',
  'Kano',
  'Nassarawa',
  'Enugu',
  'Independence Layout',
  'Benin City',
  'Abeokuta',
  'Owerri',
  'Asaba',
  'Kaduna',
  'Uyo',
  'Calabar',
  'Ilorin',
];

/** Cities whose GRA people name with the city ("Ikeja GRA", "GRA PH"): the GRA then goes with that city. */
const graCities = ['Ikeja', 'Port Harcourt', 'Benin City', 'Enugu', 'Ibadan', 'Kano', 'Abeokuta', 'Owerri', 'Ilorin'];

const placePhrases: Record<string, UnderstoodPlace> = {};
const place = (phrase: string, label: string, words = label.toLowerCase()) => {
  placePhrases[phrase] = { label, words };
};
for (const name of placeNames) place(name.toLowerCase(), name);
place('vi', 'Victoria Island');
place('v i', 'Victoria Island');
place('ph', 'Port Harcourt');
place('phc', 'Port Harcourt');
place('portharcourt', 'Port Harcourt');
place('fct', 'Abuja');
place('fct abuja', 'Abuja');
place('abuja fct', 'Abuja');
place('benin', 'Benin City');
// Obalende lies beside Ikoyi and is written with it ("Ikoyi/Obalende"); listings name the area Ikoyi.
place('obalende', 'Ikoyi');
place('ikoyi obalende', 'Ikoyi');
place('obalende ikoyi', 'Ikoyi');
for (const [phase, number] of [
  ['1', '1'],
  ['one', '1'],
  ['i', '1'],
  ['2', '2'],
  ['two', '2'],
  ['ii', '2'],
] as const) {
  for (const form of [`lekki phase ${phase}`, `lekki ph ${phase}`, `lekki ph${phase}`, `lekki phase${phase}`]) {
    place(form, `Lekki Phase ${number}`, `lekki phase ${number}`);
  }
}
place('gra', 'GRA');
for (const city of graCities) {
  const forms = [city.toLowerCase()];
  if (city === 'Port Harcourt') forms.push('ph', 'phc');
  if (city === 'Benin City') forms.push('benin');
  for (const form of forms) {
    for (const phrase of [`${form} gra`, `gra ${form}`]) place(phrase, `${city} GRA`, `${city.toLowerCase()} gra`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Words and spelling

/** Words that carry nothing to match on a listing ("flat with bq in yaba"). */
const stopWords = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'on',
  'of',
  'and',
  'or',
  'with',
  'near',
  'around',
  'by',
  'for',
  'to',
  'i',
  'me',
  'my',
  'need',
  'want',
  'looking',
  'please',
  'pls',
  'available',
  'area',
  'naira',
]);

const phraseLength = (phrase: string) => phrase.split(' ').length;
const LONGEST_PHRASE = Math.max(
  ...Object.keys(propertyPhrases).map(phraseLength),
  ...Object.keys(placePhrases).map(phraseLength),
);

/** Every word the phrases use: a word of the text that is one of these is never "corrected". */
const knownWords = new Set<string>([
  ...Object.keys(propertyPhrases).flatMap((phrase) => phrase.split(' ')),
  ...Object.keys(placePhrases).flatMap((phrase) => phrase.split(' ')),
  ...stopWords,
  'bedroom',
  'bedrooms',
]);
/** The words a misspelling may be corrected to: five letters or more (shorter ones have too many neighbours). */
const correctable = [...knownWords].filter((word) => word.length >= 5 && /^[a-z]+$/.test(word));

/** Whether a and b are at most one edit apart: one letter added, dropped, changed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** A word as the phrases know it: itself, or the one known word of 5+ letters it misses by a single edit. */
function spelled(word: string): string {
  // Four letters may still be a five-letter word missing one ('leki'); shorter ones are left alone.
  if (word.length < 4 || knownWords.has(word) || !/^[a-z]+$/.test(word)) return word;
  let found: string | null = null;
  for (const known of correctable) {
    if (withinOneEdit(word, known)) {
      // Two candidates: the text is not clear enough to correct, unless they are one word and its plural.
      if (found !== null && known !== `${found}s` && found !== `${known}s`) return word;
      found = found === null || known.length < found.length ? known : found;
    }
  }
  return found ?? word;
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  single: 1,
};

const bedroomPattern =
  /(?<![\w.,])(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|single)\s*-?\s*(?:bed(?:room|rooms|rm|rms|s)?|bedroon|bedrom|bdrm?s?|bd|br|b\/r)(?![a-z])/g;

/** One amount: a currency sign, digits (grouped or with a decimal), and a unit. */
const amount = String.raw`(?:₦|ngn|n(?=\d))?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|mil|mill|million|millions|mn|b|bn|billion|billions|thousand)?(?![a-z\d])`;
const maxWords = String.raw`under|below|less\s+than|max(?:imum)?|not\s+more\s+than|at\s+most|up\s*to|within|budget(?:\s+of)?|for`;
const minWords = String.raw`above|over|more\s+than|at\s+least|min(?:imum)?|from|starting(?:\s+from|\s+at)?`;
const rangePattern = new RegExp(String.raw`(?:between\s+|from\s+)?${amount}\s*(?:-|–|to|and)\s*${amount}`, 'g');
const boundPattern = new RegExp(String.raw`(?:(${maxWords}|${minWords})\s+)?${amount}`, 'g');
const minWordPattern = new RegExp(`^(?:${minWords})$`);

const unitFactor: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
};

/** Kobo of an amount, counted from its digits (no float error on '2.5m'); null when it is not a price. */
function amountKobo(digits: string, unit: string | undefined, currency: boolean, partOfRange = false): number | null {
  const plain = digits.replace(/,/g, '');
  const [whole = '0', fraction = ''] = plain.split('.');
  const factor = unit ? (unitFactor[unit] ?? 1) : 1;
  // '2.5m' → 2 500 000 naira exactly: the fraction's digits are scaled as an integer.
  const scale = 10 ** fraction.length;
  const naira = (Number(whole) * scale + Number(fraction || '0')) * (factor / scale);
  // A bare small number is a house number or a count, not a budget, unless a ₦ or a unit says it is money.
  const priceLike = currency || unit !== undefined || digits.includes(',') || naira >= 10_000 || partOfRange;
  if (!priceLike || !Number.isFinite(naira) || naira <= 0 || naira > 1e12) return null;
  return Math.round(naira * 100);
}

const hasCurrency = (match: string) => /₦|ngn|(?:^|\s)n\d/.test(match);

// ---------------------------------------------------------------------------------------------------------------
// Payment frequency

/** Whole words only: 'a year' must not start inside "Yaba yearly". */
const wholeWords = (alternatives: string) => new RegExp(String.raw`(?<![a-z\d])(?:${alternatives})(?![a-z])`, 'g');
const frequencyPatterns: [RegExp, RentPaymentFrequency][] = [
  [
    wholeWords(
      String.raw`per\s+annum|p\.\s?a\.?|pa|per\s+year|a\s+year|yearly|annually|annual|per\s+yr|\/\s?(?:yr|year|annum)`,
    ),
    'annually',
  ],
  [wholeWords(String.raw`per\s+month|a\s+month|monthly|per\s+mth|p\/m|\/\s?(?:month|mo|mth)`), 'monthly'],
  [wholeWords(String.raw`per\s+quarter|quarterly|\/\s?quarter`), 'quarterly'],
];

// ---------------------------------------------------------------------------------------------------------------

/** The search text, read. Idempotent on its own output: reading `text` again finds the same places, no filters. */
export function understandSearch(input: string | undefined): SearchUnderstanding {
  const filters: UnderstoodFilters = {};
  const places: UnderstoodPlace[] = [];
  if (!input?.trim()) return { filters, places, text: undefined };
  let rest = ` ${input.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ')} `;
  const cut = (pattern: RegExp, take: (match: RegExpExecArray) => boolean) => {
    rest = rest.replace(pattern, (...args) => {
      const groups = args.slice(0, -2) as unknown as RegExpExecArray;
      return take(groups) ? ' ' : (args[0] as string);
    });
  };

  cut(bedroomPattern, (m) => {
    const raw = m[1] as string;
    const count = numberWords[raw] ?? Number(raw);
    if (!(count >= 1)) return false;
    // The search's choices are 1–4 and 5 (five or more). The first mention wins; later ones are read and dropped,
    // so that the remaining text never holds a second reading.
    filters.bedrooms ??= Math.min(count, 5);
    return true;
  });

  cut(rangePattern, (m) => {
    const [, lowDigits, lowUnit, highDigits, highUnit] = m as unknown as string[];
    // '2 - 5m', '2 to 5 million': the first amount takes the unit of the second.
    const low = amountKobo(lowDigits as string, lowUnit ?? highUnit, hasCurrency(m[0]), true);
    const high = amountKobo(highDigits as string, highUnit ?? lowUnit, hasCurrency(m[0]), true);
    // Without a unit or a ₦, two small numbers are not prices ("Lekki phase 1 and 2"): under ₦10,000 (in kobo).
    if (low === null || high === null || (!lowUnit && !highUnit && !hasCurrency(m[0]) && high < 1_000_000)) {
      return false;
    }
    if (filters.minPriceKobo === undefined && filters.maxPriceKobo === undefined) {
      filters.minPriceKobo = Math.min(low, high);
      filters.maxPriceKobo = Math.max(low, high);
    }
    return true;
  });

  cut(boundPattern, (m) => {
    const [, word, digits, unit] = m as unknown as (string | undefined)[];
    const kobo = amountKobo(digits as string, unit, hasCurrency(m[0]));
    if (kobo === null) return false;
    // A bare amount is a budget: the most the person will pay.
    const isMin = word !== undefined && minWordPattern.test(word.replace(/\s+/g, ' '));
    if (isMin) filters.minPriceKobo ??= kobo;
    else filters.maxPriceKobo ??= kobo;
    return true;
  });
  if (
    filters.minPriceKobo !== undefined &&
    filters.maxPriceKobo !== undefined &&
    filters.minPriceKobo > filters.maxPriceKobo
  ) {
    [filters.minPriceKobo, filters.maxPriceKobo] = [filters.maxPriceKobo, filters.minPriceKobo];
  }

  for (const [pattern, frequency] of frequencyPatterns) {
    cut(pattern, () => {
      filters.rentPaymentFrequency ??= frequency;
      return true;
    });
  }

  // Words: apostrophes go ("boys' quarters"), other punctuation separates ("self-con", "Ikoyi/Obalende").
  const words = rest
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .map(spelled);

  const types: string[][] = [];
  const features = new Set<ExternalFeature>();
  const amenities = new Set<Amenity>();
  const left: string[] = [];
  let index = 0;
  while (index < words.length) {
    let matched = 0;
    for (let length = Math.min(LONGEST_PHRASE, words.length - index); length >= 1 && !matched; length -= 1) {
      const phrase = words.slice(index, index + length).join(' ');
      const meaning = propertyPhrases[phrase];
      const named = placePhrases[phrase];
      if (meaning) {
        if (meaning.propertyType) types.push(meaning.propertyType);
        if (meaning.propertyFor) filters.propertyFor ??= meaning.propertyFor;
        if (meaning.externalFeature) features.add(meaning.externalFeature);
        if (meaning.amenity) amenities.add(meaning.amenity);
        matched = length;
      } else if (named) {
        if (!places.some((known) => known.label === named.label)) places.push(named);
        left.push(named.words);
        matched = length;
      }
    }
    if (matched) {
      index += matched;
      continue;
    }
    const word = words[index] as string;
    if (!stopWords.has(word)) left.push(word);
    index += 1;
  }

  if (types.length) {
    // "semi-detached duplex": the types every word allows; words that allow nothing in common add up instead.
    const common = types.reduce((all, next) => all.filter((type) => next.includes(type)));
    filters.propertyType = common.length ? common : [...new Set(types.flat())];
  }
  if (features.size) filters.externalFeatures = [...features];
  if (amenities.size) filters.amenities = [...amenities];
  // A payment frequency is a rent's: a sale or a short-let has none.
  if (filters.rentPaymentFrequency) {
    if (filters.propertyFor && filters.propertyFor !== 'rent') delete filters.rentPaymentFrequency;
    else filters.propertyFor = 'rent';
  }
  const text = left.join(' ').trim();
  return { filters, places, text: text || undefined };
}

/** Whether the text said anything that becomes a filter. */
export function understoodSomething(understanding: SearchUnderstanding): boolean {
  return Object.keys(understanding.filters).length > 0;
}
