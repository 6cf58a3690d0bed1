// /api/v1/property/{id}/events: the browser's beacons of a listing's views and contact clicks.
import { router } from '../../lib/route';

export const listingEventRoutes = router();
