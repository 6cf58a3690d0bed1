// /api/v1/admin/dashboard: the admin dashboard's figures.
import { router } from '../../lib/route';

export const adminDashboardRoutes = router();
