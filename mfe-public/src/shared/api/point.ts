// openapi-fetch types an answer through its `Readable` helper, which maps a tuple as a plain array: a listing's
// GeoJSON point arrives typed `coordinates: number[]` although the document (and contracts) say [lng, lat].
// This restores the contract's shape without a cast; drop it once the client keeps tuples.

interface WidePoint {
  type: 'Point';
  coordinates: number[];
}
interface Point {
  type: 'Point';
  coordinates: [number, number];
}

function toPoint({ coordinates: [lng = 0, lat = 0] }: WidePoint): Point {
  return { type: 'Point', coordinates: [lng, lat] };
}

/** The listing with its `location` typed as the contract's [lng, lat] point. */
export function withPoint<T extends { location: WidePoint | null }>(
  listing: T,
): Omit<T, 'location'> & { location: Point | null } {
  return { ...listing, location: listing.location ? toPoint(listing.location) : null };
}
