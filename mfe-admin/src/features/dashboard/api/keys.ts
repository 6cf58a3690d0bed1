import { adminKeys } from '../../../shared/api/admin-keys';

/** A range of Lagos days, both included (YYYY-MM-DD). */
export interface DashboardRangeParams {
  from: string;
  to: string;
}

export const dashboardKeys = {
  all: [...adminKeys.all, 'dashboard'] as const,
  /** The dashboard's figures for a range. */
  figures: (range: DashboardRangeParams) => [...dashboardKeys.all, 'figures', range] as const,
  /** Listing views, impressions and contact clicks for a range. */
  activity: (range: DashboardRangeParams) => [...dashboardKeys.all, 'activity', range] as const,
};
