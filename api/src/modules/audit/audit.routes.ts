// /api/v1/admin/audit-log: the append-only record of admin actions.
import { router } from '../../lib/route';

export const adminAuditRoutes = router();
