// /api/v1/site-settings and /api/v1/news (public), and their admin side under /api/v1/admin.
import { router } from '../../lib/route';

export const contentRoutes = router();
export const adminContentRoutes = router();
