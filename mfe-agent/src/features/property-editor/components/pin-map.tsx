import { isInNigeriaBox } from '@naija-homes/contracts/geo';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_DETAIL_ZOOM } from '@naija-homes/contracts/map';
import { MapView, maplibregl, useMapInstance } from '@naija-homes/ui-kit/components/map-view';
import { useEffect, useRef, useState } from 'react';

interface PinMapProps {
  /** The coordinates as typed (text), or empty. */
  latitude: string;
  longitude: string;
  onPlace: (point: { lat: number; lng: number }) => void;
}

const parse = (latitude: string, longitude: string) => {
  const lat = Number(latitude);
  const lng = Number(longitude);
  return latitude.trim() && longitude.trim() && isInNigeriaBox(lat, lng) ? { lat, lng } : null;
};

/** Where the listing's pin goes: click the map or drag the pin; the coordinates fields follow, and the reverse. */
export default function PinMap({ latitude, longitude, onPlace }: PinMapProps) {
  const point = parse(latitude, longitude);
  // The map opens on the pin it had; later changes move the pin, not the whole map.
  const [initial] = useState(point);
  return (
    <MapView
      className="h-72 rounded-card border border-border sm:h-80"
      label="Map to place the listing's pin"
      center={initial ?? MAP_DEFAULT_CENTER}
      zoom={initial ? MAP_DETAIL_ZOOM : MAP_DEFAULT_ZOOM}
      cooperative
    >
      <DraggablePin point={point} onPlace={onPlace} />
    </MapView>
  );
}

function DraggablePin({
  point,
  onPlace,
}: {
  point: { lat: number; lng: number } | null;
  onPlace: PinMapProps['onPlace'];
}) {
  const map = useMapInstance();
  const marker = useRef<maplibregl.Marker | null>(null);
  const place = useRef(onPlace);
  place.current = onPlace;

  useEffect(() => {
    const onClick = (event: maplibregl.MapMouseEvent) =>
      place.current({ lat: event.lngLat.lat, lng: event.lngLat.lng });
    map.on('click', onClick);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      marker.current?.remove();
      marker.current = null;
    };
  }, [map]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const pin = new maplibregl.Marker({ color: '#0b6e4f', draggable: true });
      pin.getElement().setAttribute('aria-label', 'The listing’s pin (drag to move)');
      pin.on('dragend', () => {
        const at = pin.getLngLat();
        place.current({ lat: at.lat, lng: at.lng });
      });
      marker.current = pin.setLngLat([lng, lat]).addTo(map);
    } else {
      marker.current.setLngLat([lng, lat]);
    }
    // Typed or chosen coordinates far from the view bring the view to them.
    if (!map.getBounds().contains([lng, lat]))
      map.easeTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), MAP_DETAIL_ZOOM) });
  }, [map, lat, lng]);

  return null;
}
