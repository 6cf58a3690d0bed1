// A MapLibre map as a React component: one map per mount, its instance shared with the children (markers, drawing,
// overlays) through context. Import it lazily: maplibre-gl is ~300 kB and only map pages need it.
import 'maplibre-gl/dist/maplibre-gl.css';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

export { maplibregl };
export type MapInstance = maplibregl.Map;

let workerSet = false;

const MapContext = createContext<maplibregl.Map | null>(null);

/** The map of the nearest MapView once its style has loaded (children render only then). */
export function useMapInstance(): maplibregl.Map {
  const map = useContext(MapContext);
  if (!map) throw new Error('useMapInstance must be used inside a MapView');
  return map;
}

export interface MapViewProps {
  /** A MapLibre style URL; the API's (offline by default, or the configured provider's). */
  styleUrl?: string;
  center: { lat: number; lng: number };
  zoom: number;
  minZoom?: number;
  maxZoom?: number;
  /** What a screen reader hears for the map region. */
  label: string;
  className?: string;
  /** Called once with the map when its style has loaded; may return a cleanup. */
  onReady?: (map: maplibregl.Map) => undefined | (() => void);
  /** Overlays and behaviours that need the map (rendered once it is ready). */
  children?: ReactNode;
  /** Scroll-wheel zoom and drag rotation are off on small embedded maps, so the page scrolls past them. */
  cooperative?: boolean;
}

export function MapView({
  styleUrl = '/api/v1/map/style.json',
  center,
  zoom,
  minZoom = 4,
  maxZoom = 18,
  label,
  className,
  onReady,
  children,
  cooperative = false,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [failed, setFailed] = useState(false);
  // The first camera only: later changes are the children's business (flyTo, fitBounds), not a remount.
  const initial = useRef({ center, zoom });
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (!workerSet) {
      maplibregl.setWorkerUrl(new URL(workerUrl, window.location.href).href);
      workerSet = true;
    }
    let instance: maplibregl.Map;
    try {
      instance = new maplibregl.Map({
        container: element,
        style: new URL(styleUrl, window.location.href).href,
        center: [initial.current.center.lng, initial.current.center.lat],
        zoom: initial.current.zoom,
        minZoom,
        maxZoom,
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        cooperativeGestures: cooperative,
        // Named for what they move: a page may have other zoom buttons (the photo viewer's, the 360° tour's).
        locale: { 'NavigationControl.ZoomIn': 'Zoom the map in', 'NavigationControl.ZoomOut': 'Zoom the map out' },
      });
    } catch {
      // No WebGL (an old phone, a locked-down browser): say so instead of an empty box.
      setFailed(true);
      return;
    }
    instance.touchZoomRotate.disableRotation();
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    let cleanup: undefined | (() => void);
    instance.once('load', () => {
      // The sources' credits stay one tap away (the ⓘ button) instead of covering a small map's lower edge.
      const credits = element.querySelector<HTMLDetailsElement>('details.maplibregl-ctrl-attrib');
      credits?.removeAttribute('open');
      credits?.classList.remove('maplibregl-compact-show');
      cleanup = ready.current?.(instance);
      setMap(instance);
    });
    return () => {
      cleanup?.();
      setMap(null);
      instance.remove();
    };
  }, [styleUrl, minZoom, maxZoom, cooperative]);

  return (
    <div className={cn('relative isolate overflow-hidden bg-[#cfe3ee]', className)} data-slot="map-view">
      {/* Sized, not positioned: MapLibre's own (unlayered) stylesheet makes the container position: relative. */}
      <div ref={container} className="size-full" role="region" aria-label={label} />
      {failed ? (
        <p className="absolute inset-0 grid place-content-center p-6 text-center text-sm text-muted-foreground">
          The map cannot be shown on this device.
        </p>
      ) : null}
      {map ? <MapContext.Provider value={map}>{children}</MapContext.Provider> : null}
    </div>
  );
}
