// /api/v1/agent: an agent's dashboard figures, analytics and visibility.
import { router } from '../../lib/route';

export const agentInsightRoutes = router();
