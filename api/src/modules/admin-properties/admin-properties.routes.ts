// /api/v1/admin/properties: every listing for admins, deactivation and verification.
import { router } from '../../lib/route';

export const adminPropertyRoutes = router();
