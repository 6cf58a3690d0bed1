import {
  formatDistance,
  MAP_DETAIL_ZOOM,
  type NearbyCategory,
  type NearbyPlace,
  nearbyCategories,
  nearbyCategoryLabels,
} from '@naija-homes/contracts/map';
import { Button } from '@naija-homes/ui-kit/components/button';
import { MapView, maplibregl, useMapInstance } from '@naija-homes/ui-kit/components/map-view';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { DumbbellIcon, GraduationCapIcon, MapIcon, ShoppingCartIcon, UtensilsIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNearbyPlaces } from '../api/get-nearby-places';

const icons = {
  map: MapIcon,
  school: GraduationCapIcon,
  supermarket: ShoppingCartIcon,
  gym: DumbbellIcon,
  restaurant: UtensilsIcon,
} as const;

/** The toggles read as the spec names them ('Supermarket'); the list is of several. */
const pluralLabels: Record<NearbyCategory, string> = {
  school: 'Schools',
  supermarket: 'Supermarkets',
  gym: 'Gyms',
  restaurant: 'Restaurants',
};

const sourceNotes = {
  mapbox: 'Places © Mapbox',
  openstreetmap: 'Places © OpenStreetMap contributors',
  packaged: 'Well-known places near the main cities; there may be others closer.',
} as const;

/**
 * The local information map (spec §2): the listing at zoom 12 and, toggled one at a time, the schools,
 * supermarkets, gyms or restaurants within 15 km, listed beside the map nearest first.
 */
export default function LocationMap({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const [category, setCategory] = useState<NearbyCategory | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const nearby = useNearbyPlaces({ lat, lng }, category);
  const places = category ? (nearby.data?.data ?? []) : [];

  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show on the map</legend>
        {(['map', ...nearbyCategories] as const).map((option) => {
          const Icon = icons[option];
          const pressed = option === 'map' ? category === null : category === option;
          return (
            <Button
              key={option}
              size="sm"
              variant={pressed ? 'default' : 'outline'}
              aria-pressed={pressed}
              onClick={() => {
                setActiveId(null);
                setCategory(option === 'map' || pressed ? null : option);
              }}
            >
              <Icon aria-hidden="true" />
              {option === 'map' ? 'Map' : nearbyCategoryLabels[option]}
            </Button>
          );
        })}
      </fieldset>
      <div className={cn('grid gap-3', category && 'md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]')}>
        <MapView
          className="h-72 rounded-card border border-border sm:h-96"
          label={`Map of the area around ${title}`}
          center={{ lat, lng }}
          zoom={MAP_DETAIL_ZOOM}
          cooperative
        >
          <ListingPin lat={lat} lng={lng} title={title} />
          <PlacePins home={{ lat, lng }} places={places} activeId={activeId} onActive={setActiveId} />
        </MapView>
        {category ? (
          <div
            className="grid min-w-0 content-start gap-2"
            aria-live="polite"
            aria-busy={nearby.isFetching || undefined}
          >
            <h3 className="font-semibold">{pluralLabels[category]} within 15 km</h3>
            {nearby.isPending ? (
              <div className="grid gap-2" role="status" aria-label="Loading places">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : nearby.isError ? (
              <div className="grid justify-items-start gap-2 text-sm">
                <p>{nearby.error.message}</p>
                <Button size="sm" variant="outline" onClick={() => void nearby.refetch()}>
                  Try again
                </Button>
              </div>
            ) : places.length ? (
              <>
                <ol className="grid max-h-80 gap-1 overflow-y-auto" data-slot="nearby-list">
                  {places.map((place) => (
                    <li key={place.id}>
                      <button
                        type="button"
                        className={cn(
                          'flex w-full items-start justify-between gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-muted',
                          activeId === place.id && 'bg-muted',
                        )}
                        onClick={() => setActiveId(place.id)}
                        onMouseEnter={() => setActiveId(place.id)}
                      >
                        <span className="min-w-0">
                          <span className="block font-medium">{place.name}</span>
                          {place.address ? (
                            <span className="block truncate text-xs text-muted-foreground">{place.address}</span>
                          ) : null}
                        </span>
                        <span className="shrink-0 text-muted-foreground">{formatDistance(place.distanceM)}</span>
                      </button>
                    </li>
                  ))}
                </ol>
                {nearby.data ? (
                  <p className="text-xs text-muted-foreground">{sourceNotes[nearby.data.source]}</p>
                ) : null}
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                No {pluralLabels[category].toLowerCase()} found within 15 km.
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ListingPin({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const map = useMapInstance();
  useEffect(() => {
    const marker = new maplibregl.Marker({ color: '#0b6e4f' }).setLngLat([lng, lat]).addTo(map);
    marker.getElement().setAttribute('aria-label', title);
    marker.getElement().setAttribute('role', 'img');
    return () => {
      marker.remove();
    };
  }, [map, lat, lng, title]);
  return null;
}

const placeClass =
  'grid size-7 place-content-center rounded-full border-2 border-white bg-accent text-xs font-bold text-accent-foreground shadow-md data-[active=true]:z-10 data-[active=true]:scale-125 data-[active=true]:bg-primary data-[active=true]:text-primary-foreground';

/** The toggled places as numbered pins (the numbers of the list), fitted into view with the listing. */
function PlacePins({
  home,
  places,
  activeId,
  onActive,
}: {
  home: { lat: number; lng: number };
  places: readonly NearbyPlace[];
  activeId: string | null;
  onActive: (id: string) => void;
}) {
  const map = useMapInstance();
  const { lat, lng } = home;
  const active = useRef(activeId);
  active.current = activeId;
  useEffect(() => {
    const markers = places.map((place, index) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = placeClass;
      element.textContent = String(index + 1);
      element.dataset.placeId = place.id;
      element.dataset.active = String(place.id === active.current);
      element.setAttribute('aria-label', `${place.name}, ${formatDistance(place.distanceM)} away`);
      element.addEventListener('click', () => onActive(place.id));
      return new maplibregl.Marker({ element }).setLngLat([place.lng, place.lat]).addTo(map);
    });
    if (places.length) {
      // The listing and its nearest few in view; the farthest of twenty may be 15 km off.
      const bounds = new maplibregl.LngLatBounds([lng, lat], [lng, lat]);
      for (const place of places.slice(0, 8)) bounds.extend([place.lng, place.lat]);
      map.fitBounds(bounds, { padding: 48, maxZoom: 15 });
    } else {
      map.easeTo({ center: [lng, lat], zoom: MAP_DETAIL_ZOOM });
    }
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, places, onActive, lat, lng]);
  useEffect(() => {
    for (const element of map.getContainer().querySelectorAll<HTMLElement>('[data-place-id]')) {
      element.dataset.active = String(element.dataset.placeId === activeId);
    }
  }, [map, activeId]);
  return null;
}
