import { adminKeys } from '../../../shared/api/admin-keys';

export const settingsKeys = {
  all: [...adminKeys.all, 'site-settings'] as const,
  site: () => [...settingsKeys.all, 'site'] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
};
