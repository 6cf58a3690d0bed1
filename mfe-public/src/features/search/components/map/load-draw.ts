import '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css';
import MapboxDraw from '@mapbox/mapbox-gl-draw';
import type { MapInstance } from '@naija-homes/ui-kit/components/map-view';

// mapbox-gl-draw names the map's classes after mapbox-gl; MapLibre's carry its own prefix. The constants object is
// the one the library reads, so it is changed in place (its types call the values literals).
Object.assign(MapboxDraw.constants.classes as Record<string, string>, {
  CANVAS: 'maplibregl-canvas',
  CONTROL_BASE: 'maplibregl-ctrl',
  CONTROL_PREFIX: 'maplibregl-ctrl-',
  CONTROL_GROUP: 'maplibregl-ctrl-group',
  ATTRIBUTION: 'maplibregl-ctrl-attrib',
});

export interface Drawing {
  /** Starts (or restarts) drawing a polygon: each click adds a corner. */
  start(): void;
  /**
   * Ends drawing and gives the outer ring drawn: [] when no corner was placed, null when too few were for a
   * polygon (the tool drops those).
   */
  finish(): unknown;
  /** Removes the line and the tool from the map. */
  remove(): void;
}

/**
 * The polygon tool, loaded only when someone presses Draw (it is ~100 kB the search page does not need). It is
 * ready once its layers are on the map: the tool waits for the map to finish loading tiles before it connects, and
 * a mode set before that is lost.
 */
export async function createDrawing(map: MapInstance): Promise<Drawing> {
  const draw = new MapboxDraw({ displayControlsDefault: false, defaultMode: 'simple_select' });
  // mapbox-gl-draw's types name mapbox-gl's Map; MapLibre's has the same control interface.
  map.addControl(draw as unknown as Parameters<MapInstance['addControl']>[0]);
  await new Promise<void>((resolve) => {
    const check = () => (map.getSource('mapbox-gl-draw-cold') ? resolve() : requestAnimationFrame(check));
    check();
  });
  let removed = false;
  return {
    start() {
      draw.deleteAll();
      draw.changeMode('draw_polygon');
    },
    finish() {
      // What was placed before leaving the mode: the polygon being drawn exists, with an empty ring, from the start.
      const drafting = draw.getAll().features.find((item) => item.geometry.type === 'Polygon');
      // (mapbox-gl-draw closes the ring it reports, so an untouched one reads [undefined]: count real positions.)
      const ring = drafting?.geometry.type === 'Polygon' ? (drafting.geometry.coordinates[0] ?? []) : [];
      const placed = ring.filter((position) => Array.isArray(position)).length;
      // Leaving the drawing mode closes the polygon and drops the corner that followed the pointer.
      draw.changeMode('simple_select');
      const feature = draw.getAll().features.find((item) => item.geometry.type === 'Polygon');
      if (feature && feature.geometry.type === 'Polygon') return feature.geometry.coordinates[0] ?? [];
      return placed === 0 ? [] : null;
    },
    remove() {
      if (removed) return;
      removed = true;
      draw.deleteAll();
      map.removeControl(draw as unknown as Parameters<MapInstance['removeControl']>[0]);
    },
  };
}
