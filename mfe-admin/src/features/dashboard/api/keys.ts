import type { Role } from '@naija-homes/contracts/enums';
import { adminKeys } from '../../../shared/api/admin-keys';

export const dashboardKeys = {
  all: [...adminKeys.all, 'dashboard'] as const,
  /** How many accounts there are, of one role or of all. */
  userCount: (role: Role | null) => [...dashboardKeys.all, 'user-count', role ?? 'all'] as const,
};
