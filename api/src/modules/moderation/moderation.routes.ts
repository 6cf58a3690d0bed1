// /api/v1/report (buyers report a listing or an agent) and /api/v1/admin/reports (the moderation queue).
import { router } from '../../lib/route';

export const reportRoutes = router();
export const adminReportRoutes = router();
