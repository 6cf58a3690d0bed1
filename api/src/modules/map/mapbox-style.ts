// Mapbox's Streets style for MapLibre, when MAPBOX_TOKEN is set: fetched from the Styles API, its `mapbox://`
// URLs rewritten to the HTTPS endpoints MapLibre can read (the token appended), Mapbox-only root properties
// dropped, and kept in memory for an hour. A failure is remembered for a minute (the maps show the offline style
// meanwhile) so that a Mapbox outage is not asked again on every page load.

/** The style a token gets; any `mapbox/<id>` of the Styles API works the same. */
export const MAPBOX_STYLE = 'mapbox/streets-v12';
const DEFAULT_API = 'https://api.mapbox.com';
const KEEP_MS = 60 * 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 60 * 1000;

export type MapStyle = Record<string, unknown> & { version: 8; sources: Record<string, unknown>; layers: unknown[] };

export class MapboxStyleError extends Error {
  override name = 'MapboxStyleError';
}

export interface MapboxStyleOptions {
  token: string;
  /** Default https://api.mapbox.com; tests point it at a local fake. */
  apiBase?: string | undefined;
  timeoutMs?: number;
  now?: () => number;
}

/** Root properties of Mapbox GL styles that MapLibre's style spec does not have (its validator would refuse them). */
const mapboxOnly = [
  'fog',
  'projection',
  'imports',
  'schema',
  'camera',
  'lights',
  'models',
  'featuresets',
  'iconsets',
  'color-theme',
  'fragment',
];

/** A `mapbox://` URL as the HTTPS URL of the same resource (as mapbox-gl's own normalisers do), with the token. */
export function mapboxHttpUrl(url: string, token: string, apiBase: string = DEFAULT_API): string {
  if (!url.startsWith('mapbox://')) return url;
  const base = apiBase.replace(/\/+$/, '');
  const rest = url.slice('mapbox://'.length);
  const [resource = '', query = ''] = rest.split('?');
  let path: string;
  let params = query;
  if (resource.startsWith('fonts/')) path = `/fonts/v1/${resource.slice('fonts/'.length)}`;
  else if (resource.startsWith('sprites/')) path = `/styles/v1/${resource.slice('sprites/'.length)}/sprite`;
  else if (resource.startsWith('styles/')) path = `/styles/v1/${resource.slice('styles/'.length)}`;
  else if (resource.startsWith('tiles/')) path = `/v4/${resource.slice('tiles/'.length)}`;
  else {
    // One or more tileset ids ('mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2'): their TileJSON.
    path = `/v4/${resource}.json`;
    params = ['secure', params].filter(Boolean).join('&');
  }
  // Built as text: the {fontstack}/{range} and {z}/{x}/{y} placeholders must stay as they are.
  const token_ = `access_token=${encodeURIComponent(token)}`;
  return `${base}${path}?${[params, token_].filter(Boolean).join('&')}`;
}

/** The style with every `mapbox://` URL made readable by MapLibre and Mapbox-only root properties removed. */
export function rewriteMapboxStyle(style: MapStyle, token: string, apiBase?: string): MapStyle {
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') return mapboxHttpUrl(value, token, apiBase);
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rewrite(inner)]));
    }
    return value;
  };
  const copy: Record<string, unknown> = { ...style };
  for (const key of mapboxOnly) delete copy[key];
  // Every string is looked at, so URLs in sources, sprite (a string or a list), glyphs and anywhere else are covered.
  return rewrite(copy) as MapStyle;
}

const isStyle = (value: unknown): value is MapStyle =>
  typeof value === 'object' &&
  value !== null &&
  (value as MapStyle).version === 8 &&
  typeof (value as MapStyle).sources === 'object' &&
  Array.isArray((value as MapStyle).layers);

async function fetchStyle(options: MapboxStyleOptions): Promise<MapStyle> {
  const base = (options.apiBase ?? DEFAULT_API).replace(/\/+$/, '');
  const url = `${base}/styles/v1/${MAPBOX_STYLE}?access_token=${encodeURIComponent(options.token)}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const redact = (text: string) => text.replaceAll(options.token, '***');
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new MapboxStyleError(
      redact(`Mapbox's style could not be fetched: ${error instanceof Error ? error.message : error}`),
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    const hint = response.status === 401 || response.status === 403 ? ': check MAPBOX_TOKEN' : '';
    throw new MapboxStyleError(`Mapbox's Styles API answered ${response.status}${hint}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new MapboxStyleError("Mapbox's Styles API answered with a body that is not JSON");
  }
  if (!isStyle(body)) throw new MapboxStyleError("Mapbox's Styles API answered with something that is not a style");
  return rewriteMapboxStyle(body, options.token, base);
}

interface Entry {
  until: number;
  style?: MapStyle;
  error?: MapboxStyleError;
  pending?: Promise<MapStyle>;
}
const entries = new Map<string, Entry>();

/**
 * The rewritten Streets style, from memory when fetched in the last hour. Throws MapboxStyleError when Mapbox
 * fails (and, for a minute after a failure, without asking again); concurrent callers share one request.
 */
export async function mapboxStyle(options: MapboxStyleOptions): Promise<MapStyle> {
  const now = options.now ?? Date.now;
  const key = `${options.apiBase ?? DEFAULT_API}\n${options.token}`;
  const entry = entries.get(key);
  if (entry?.pending) return entry.pending;
  if (entry && entry.until > now()) {
    if (entry.style) return entry.style;
    if (entry.error) throw entry.error;
  }
  const pending = fetchStyle(options).then(
    (style) => {
      entries.set(key, { until: now() + KEEP_MS, style });
      return style;
    },
    (error: unknown) => {
      const failure = error instanceof MapboxStyleError ? error : new MapboxStyleError(String(error));
      entries.set(key, { until: now() + RETRY_AFTER_FAILURE_MS, error: failure });
      throw failure;
    },
  );
  entries.set(key, { until: 0, pending });
  return pending;
}
