import type { MapListing } from '@naija-homes/contracts/listing';
import { formatListingPrice } from '@naija-homes/contracts/property-options';
import { type MapInstance, maplibregl, useMapInstance } from '@naija-homes/ui-kit/components/map-view';
import { useEffect, useMemo, useRef } from 'react';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { clusterLayerPlace, markerPrice, type StyleLayerInfo } from '../../map-logic';

interface MarkerHandlers {
  /** The listing whose card the pointer is on (or whose marker is): its marker stands out. */
  activeId: string | null;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
}

type PointProps = { id: string };
// A cluster's circle and count are drawn by the map (CLUSTER_LAYERS, under the base map's place names); its button
// is an invisible hit area of the same size over them, for the pointer, the keyboard and screen readers.
const clusterClass =
  'grid h-10 min-w-10 place-content-center rounded-full px-2 text-sm font-bold text-transparent outline-offset-2 hover:ring-2 hover:ring-primary/60 focus-visible:outline-2 focus-visible:outline-foreground';
const CLUSTER_SOURCE = 'listing-clusters';
const CLUSTER_LAYERS = { circles: 'listing-cluster-circles', counts: 'listing-cluster-counts' } as const;
const clusterColour = '#0b6e4f';
const priceClass =
  'rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-bold whitespace-nowrap text-foreground shadow-md outline-offset-2 transition-transform hover:z-10 hover:scale-110 focus-visible:outline-2 focus-visible:outline-primary data-[active=true]:z-20 data-[active=true]:scale-115 data-[active=true]:border-primary data-[active=true]:bg-primary data-[active=true]:text-primary-foreground';
const dotClass =
  'size-4 rounded-full border-2 border-white bg-primary shadow-md outline-offset-2 hover:scale-125 focus-visible:outline-2 focus-visible:outline-foreground data-[active=true]:scale-150 data-[active=true]:bg-accent';

/**
 * The search's listings as markers that are buttons (reachable with the keyboard, named for screen readers):
 * clustered where they would overlap (supercluster), each single one with its price from zoom 9 (spec §4), a
 * plain dot below. DOM markers rather than a symbol layer, so they work on any base style, fonts or not.
 */
export function useListingMarkers(listings: readonly MapListing[], { activeId, onHover, onSelect }: MarkerHandlers) {
  const map = useMapInstance();
  const handlers = useRef({ onHover, onSelect });
  handlers.current = { onHover, onSelect };
  // Markers made after the highlight was set (a pan, new results) are made highlighted.
  const active = useRef(activeId);
  active.current = activeId;
  const byId = useMemo(() => new Map(listings.map((listing) => [listing._id, listing])), [listings]);
  const index = useMemo(() => {
    const cluster = new Supercluster<PointProps>({ radius: 48, maxZoom: 16 });
    cluster.load(
      listings.map((listing) => ({
        type: 'Feature' as const,
        properties: { id: listing._id },
        geometry: { type: 'Point' as const, coordinates: [listing.lng, listing.lat] },
      })),
    );
    return cluster;
  }, [listings]);
  const shown = useRef(new Map<string, { marker: maplibregl.Marker; element: HTMLButtonElement }>());

  useEffect(() => {
    const markers = shown.current;
    const clusterShapes = addClusterLayers(map);
    function render() {
      const zoom = map.getZoom();
      const bounds = map.getBounds();
      const clusters = index.getClusters(
        [bounds.getWest() - 0.05, bounds.getSouth() - 0.05, bounds.getEast() + 0.05, bounds.getNorth() + 0.05],
        Math.floor(zoom),
      );
      const next = new Set<string>();
      const circles: GeoJSON.Feature<GeoJSON.Point, { count: string }>[] = [];
      for (const feature of clusters) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as PointProps | ClusterProperties;
        const isCluster = 'cluster' in props && props.cluster;
        const listing = isCluster ? null : byId.get((props as PointProps).id);
        const price = listing ? markerPrice(listing.price, zoom) : null;
        // The key changes with the marker's look, so a dot that gains its price is rebuilt, not patched.
        const key = isCluster
          ? `c${props.cluster_id}:${props.point_count}`
          : `p${(props as PointProps).id}:${price === null ? 'dot' : 'price'}`;
        if (isCluster) {
          circles.push({
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [lng, lat] },
            properties: { count: clusterCount(props.point_count) },
          });
        }
        next.add(key);
        if (markers.has(key)) continue;
        const element = document.createElement('button');
        element.type = 'button';
        if (isCluster) {
          const count = props.point_count;
          element.className = clusterClass;
          // Unseen (the map draws it), it gives the button the width of the drawn count.
          element.textContent = clusterCount(count);
          element.setAttribute('aria-label', `${count} properties here. Zoom in`);
          element.dataset.slot = 'map-cluster';
          const clusterId = props.cluster_id;
          element.addEventListener('click', (event) => {
            const target = Math.min(index.getClusterExpansionZoom(clusterId), 18);
            // Passed on as the person's own move, so "Search as I move the map" follows it.
            map.easeTo({ center: [lng, lat], zoom: target }, { originalEvent: event });
          });
        } else if (listing) {
          element.className = price ? priceClass : dotClass;
          if (price) element.textContent = price;
          element.setAttribute('aria-label', `${listing.title}, ${formatListingPrice(listing)}`);
          element.dataset.slot = 'map-marker';
          element.dataset.listingId = listing._id;
          element.dataset.active = String(listing._id === active.current);
          element.addEventListener('click', () => handlers.current.onSelect(listing._id));
          element.addEventListener('mouseenter', () => handlers.current.onHover(listing._id));
          element.addEventListener('mouseleave', () => handlers.current.onHover(null));
          element.addEventListener('focus', () => handlers.current.onHover(listing._id));
          element.addEventListener('blur', () => handlers.current.onHover(null));
        } else {
          continue;
        }
        const marker = new maplibregl.Marker({ element, anchor: 'center' }).setLngLat([lng, lat]).addTo(map);
        markers.set(key, { marker, element });
      }
      for (const [key, { marker }] of markers) {
        if (!next.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
      clusterShapes.setData({ type: 'FeatureCollection', features: circles });
    }
    render();
    map.on('moveend', render);
    return () => {
      map.off('moveend', render);
      for (const { marker } of markers.values()) marker.remove();
      markers.clear();
      clusterShapes.remove();
    };
  }, [map, index, byId]);

  useEffect(() => {
    for (const { element } of shown.current.values()) {
      if (element.dataset.listingId !== undefined)
        element.dataset.active = String(element.dataset.listingId === activeId);
    }
  }, [activeId]);
}

const clusterCount = (count: number) => (count > 999 ? `${Math.floor(count / 1000)}K+` : String(count));

/**
 * The clusters' circles and counts as map layers under the base map's labels (DOM markers always sit above the
 * map's canvas, so a cluster over a city hid its name). Returns the data setter and the removal.
 */
function addClusterLayers(map: MapInstance) {
  const { beforeId, font } = clusterLayerPlace((map.getStyle().layers ?? []) as StyleLayerInfo[]);
  map.addSource(CLUSTER_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer(
    {
      id: CLUSTER_LAYERS.circles,
      type: 'circle',
      source: CLUSTER_SOURCE,
      paint: {
        'circle-radius': 18,
        'circle-color': clusterColour,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    beforeId,
  );
  if (font) {
    map.addLayer(
      {
        id: CLUSTER_LAYERS.counts,
        type: 'symbol',
        source: CLUSTER_SOURCE,
        layout: {
          'text-field': ['get', 'count'],
          'text-font': font,
          'text-size': 14,
          // Counts never push a place name off the map, nor are pushed off by one.
          'text-allow-overlap': true,
          'text-ignore-placement': true,
        },
        paint: { 'text-color': '#ffffff' },
      },
      beforeId,
    );
  }
  return {
    setData(data: GeoJSON.FeatureCollection<GeoJSON.Point, { count: string }>) {
      (map.getSource(CLUSTER_SOURCE) as maplibregl.GeoJSONSource | undefined)?.setData(data);
    },
    remove() {
      // The map may already be gone with its style (the page left).
      if (!map.getStyle()) return;
      if (map.getLayer(CLUSTER_LAYERS.counts)) map.removeLayer(CLUSTER_LAYERS.counts);
      map.removeLayer(CLUSTER_LAYERS.circles);
      map.removeSource(CLUSTER_SOURCE);
    },
  };
}
