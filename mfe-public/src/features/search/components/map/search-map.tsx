import { formatNumber } from '@naija-homes/contracts/format';
import type { MapListing } from '@naija-homes/contracts/listing';
import { MAP_DRAWN_ZOOM, mapMessages } from '@naija-homes/contracts/map';
import type { LngLat } from '@naija-homes/contracts/polygon';
import { SEARCH_AREA_RADIUS_KM } from '@naija-homes/contracts/search';
import { Button } from '@naija-homes/ui-kit/components/button';
import { type MapInstance, MapView, useMapInstance } from '@naija-homes/ui-kit/components/map-view';
import { PencilLineIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePropertyMap } from '../../api/get-property-map';
import type { SearchState } from '../../hooks/use-search-state';
import {
  boundsPatch,
  cameraParam,
  circleRing,
  defaultCamera,
  drawnPolygonPatch,
  followsMap,
  noArea,
  parseCamera,
  ringBounds,
  searchAreaRing,
} from '../../map-logic';
import { rawText } from '../../search-logic';
import type { Drawing } from './load-draw';
import { MapListingPreview } from './map-listing-preview';
import { PlaceBox } from './place-box';
import { useListingMarkers } from './use-listing-markers';

interface SearchMapProps {
  state: SearchState;
  activeId: string | null;
  onHover: (id: string | null) => void;
  className?: string;
}

/**
 * The search page's map (spec §2 "Map with draw-region tool", §4 map drawing): the results as markers, the search
 * area (drawn, or 30 km around a chosen place), the draw tool, and "Search as I move the map". Its camera and
 * area live in the URL with the rest of the search.
 */
export default function SearchMap({ state, activeId, onHover, className }: SearchMapProps) {
  const { raw, query } = state;
  // The camera the page opened with: later moves are the map's own (and written back to the URL).
  const [camera] = useState(() => parseCamera(rawText(raw, 'at')));
  const ring = searchAreaRing(query);
  return (
    <MapView
      className={className}
      label="Map of the search results"
      center={camera ?? defaultCamera}
      zoom={camera?.zoom ?? defaultCamera.zoom}
      onReady={(map) => {
        // A shared link without a camera opens on its area.
        if (!camera && ring)
          map.fitBounds(ringBounds(ring), { padding: fitPadding, maxZoom: MAP_DRAWN_ZOOM, duration: 0 });
        else if (!camera && query?.neLat !== undefined)
          map.fitBounds([query.swLng as number, query.swLat as number, query.neLng as number, query.neLat], {
            duration: 0,
          });
        return undefined;
      }}
    >
      <SearchMapLayers
        state={state}
        activeId={activeId}
        onHover={onHover}
        ring={ring}
        fitResults={!camera && !ring && query?.neLat === undefined}
      />
    </MapView>
  );
}

function SearchMapLayers({
  state,
  activeId,
  onHover,
  ring,
  fitResults,
}: Omit<SearchMapProps, 'className'> & { ring: LngLat[] | null; fitResults: boolean }) {
  const map = useMapInstance();
  const { raw, query, update } = state;
  const result = usePropertyMap(query);
  const listings: readonly MapListing[] = result.data?.data ?? noListings;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = listings.find((listing) => listing._id === selectedId) ?? null;
  const follow = followsMap(raw);
  const hasArea = Boolean(query?.polygon || query?.centerLat !== undefined);

  // A search with no place yet opens where its results are, no closer than the default zoom (spec §9).
  const fitted = useRef(!fitResults);
  useEffect(() => {
    if (fitted.current || !result.data || result.isPlaceholderData) return;
    fitted.current = true;
    if (!listings.length) return;
    const points = listings.map((listing) => [listing.lng, listing.lat] as LngLat);
    map.fitBounds(ringBounds(points), { padding: fitPadding, maxZoom: defaultCamera.zoom, duration: 0 });
  }, [map, listings, result.data, result.isPlaceholderData]);

  useListingMarkers(listings, { activeId: activeId ?? selectedId, onHover, onSelect: setSelectedId });
  useSearchArea(map, ring);

  // Moves made by the person (not by fitting an area) write the camera, and the view's bounds when following. Every
  // change made from the map keeps the page's scroll: the results beside it refresh in place (keepScroll).
  const latest = useRef({ follow, hasArea, update });
  latest.current = { follow, hasArea, update };
  useEffect(() => {
    function onMoveEnd(event: { originalEvent?: unknown }) {
      if (!event.originalEvent) return;
      const center = map.getCenter();
      const { follow: following, hasArea: areaSet, update: write } = latest.current;
      const at = cameraParam({ lat: center.lat, lng: center.lng, zoom: map.getZoom() });
      const bounds = map.getBounds();
      write(
        following && !areaSet
          ? {
              at,
              ...boundsPatch({
                north: bounds.getNorth(),
                south: bounds.getSouth(),
                east: bounds.getEast(),
                west: bounds.getWest(),
              }),
            }
          : { at },
        { replace: true, keepScroll: true },
      );
    }
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  const shown = listings.length;
  const total = result.data?.total ?? 0;

  return (
    <>
      <div className="absolute top-3 right-14 left-3 z-10 grid gap-2 sm:right-16 sm:left-3">
        <PlaceBox
          place={rawText(raw, 'place')}
          onPlace={(place, label) => {
            update(
              {
                ...noArea,
                centerLat: String(place.latitude),
                centerLng: String(place.longitude),
                place: label,
                at: undefined,
              },
              { keepScroll: true },
            );
            const around = circleRing({ lat: place.latitude, lng: place.longitude }, SEARCH_AREA_RADIUS_KM);
            map.fitBounds(ringBounds(around), { padding: fitPadding });
          }}
          onClear={() => {
            // Clearing the search returns the map to Nigeria at zoom 7 (spec §4).
            update({ ...noArea, at: undefined }, { keepScroll: true });
            map.jumpTo({ center: [defaultCamera.lng, defaultCamera.lat], zoom: defaultCamera.zoom });
          }}
        />
        <div className="flex flex-wrap items-center gap-2">
          <DrawTools
            map={map}
            hasPolygon={Boolean(query?.polygon)}
            onApply={(patch, bounds) => {
              update({ ...patch, at: undefined }, { keepScroll: true });
              map.fitBounds(bounds, { padding: fitPadding, maxZoom: MAP_DRAWN_ZOOM });
            }}
            onRemove={() => update({ ...noArea }, { keepScroll: true })}
          />
          <label className="inline-flex h-9 items-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-medium shadow-md">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={follow}
              disabled={hasArea}
              onChange={(event) =>
                update(event.target.checked ? { follow: undefined } : { follow: '0' }, {
                  replace: true,
                  keepScroll: true,
                })
              }
            />
            Search as I move the map
          </label>
        </div>
      </div>

      {result.data && shown < total ? (
        <p
          className="absolute bottom-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-foreground/85 px-3 py-1 text-xs font-medium text-white shadow"
          data-slot="map-capped"
        >
          {`${formatNumber(shown)} of ${result.data.totalEstimated ? 'about ' : ''}${formatNumber(total)}${result.data.totalCapped && !result.data.totalEstimated ? '+' : ''} properties on the map. Zoom in to see all`}
        </p>
      ) : null}

      {selected ? (
        <MapListingPreview
          listing={selected}
          onClose={() => setSelectedId(null)}
          className="absolute inset-x-3 bottom-3 z-20 sm:right-auto sm:w-80"
        />
      ) : null}
    </>
  );
}

const noListings: readonly MapListing[] = [];
/** Room for the place box and tools over the map's top edge. */
const fitPadding = { top: 112, right: 48, bottom: 48, left: 48 };

/** The search area drawn on the map: the applied polygon or the chosen place's circle. */
function useSearchArea(map: MapInstance, ring: LngLat[] | null) {
  const key = ring ? JSON.stringify(ring) : '';
  useEffect(() => {
    if (!key) return;
    const data = {
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Polygon' as const, coordinates: [JSON.parse(key) as LngLat[]] },
    };
    map.addSource('search-area', { type: 'geojson', data });
    map.addLayer({
      id: 'search-area-fill',
      type: 'fill',
      source: 'search-area',
      paint: { 'fill-color': '#0b6e4f', 'fill-opacity': 0.08 },
    });
    map.addLayer({
      id: 'search-area-line',
      type: 'line',
      source: 'search-area',
      paint: { 'line-color': '#0b6e4f', 'line-width': 2.5 },
    });
    return () => {
      if (!map.getStyle()) return;
      map.removeLayer('search-area-line');
      map.removeLayer('search-area-fill');
      map.removeSource('search-area');
    };
  }, [map, key]);
}

interface DrawToolsProps {
  map: MapInstance;
  hasPolygon: boolean;
  onApply: (patch: NonNullable<ReturnType<typeof drawnPolygonPatch>>, bounds: [number, number, number, number]) => void;
  onRemove: () => void;
}

/** Draw starts drawing; Apply closes the polygon (an invalid one gives the error and clears the line); Cancel aborts; Remove Boundary clears it (spec §4). */
function DrawTools({ map, hasPolygon, onApply, onRemove }: DrawToolsProps) {
  const drawing = useRef<Drawing | null>(null);
  const [active, setActive] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => drawing.current?.remove(), []);

  const cancel = useCallback(() => {
    drawing.current?.remove();
    drawing.current = null;
    setActive(false);
    setError(null);
  }, []);

  // Escape stops drawing as Cancel does (the tool would otherwise drop the line but leave Apply showing).
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, cancel]);

  async function start() {
    setError(null);
    if (!drawing.current) {
      setLoading(true);
      try {
        const { createDrawing } = await import('./load-draw');
        drawing.current = await createDrawing(map);
      } finally {
        setLoading(false);
      }
    }
    drawing.current.start();
    setActive(true);
  }

  function apply() {
    const ring = drawing.current ? drawing.current.finish() : [];
    const patch = ring ? drawnPolygonPatch(ring) : null;
    if (!patch) {
      // The spec's message for a drawn area that is not one (§8), whether no corner or too few were placed; the
      // line is cleared so the person draws again. The API's 'Coordinates array is empty…' is for API clients.
      setError(mapMessages.invalidPolygon);
      drawing.current?.start();
      return;
    }
    drawing.current?.remove();
    drawing.current = null;
    setActive(false);
    setError(null);
    onApply(patch, ringBounds(JSON.parse(patch.polygon as string).coordinates[0] as LngLat[]));
  }

  return (
    <>
      {active ? (
        <>
          <Button size="sm" className="h-9 shadow-md" onClick={apply}>
            Apply
          </Button>
          <Button size="sm" variant="outline" className="h-9 bg-surface shadow-md" onClick={cancel}>
            Cancel
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="h-9 bg-surface shadow-md"
          onClick={() => void start()}
          disabled={loading}
        >
          <PencilLineIcon aria-hidden="true" />
          Draw
        </Button>
      )}
      {hasPolygon && !active ? (
        <Button size="sm" variant="outline" className="h-9 bg-surface shadow-md" onClick={onRemove}>
          <XIcon aria-hidden="true" />
          Remove Boundary
        </Button>
      ) : null}
      {active && !error ? (
        <p className="basis-full rounded-md bg-surface/95 px-2 py-1 text-xs shadow" aria-live="polite">
          Click the map to place each corner, then press Apply.
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="basis-full rounded-md bg-surface px-2 py-1 text-sm font-medium text-destructive shadow"
        >
          {error}
        </p>
      ) : null}
    </>
  );
}
