import type { ListingSortKey } from '@naija-homes/contracts/agent-insights';

export interface ListingTableQuery {
  from: string;
  to: string;
  sort: ListingSortKey;
  order: 'asc' | 'desc';
  page: number;
}

export const analyticsKeys = {
  all: ['agent-analytics'] as const,
  /** GET /agent/insights/analytics */
  overTime: (from: string, to: string) => [...analyticsKeys.all, 'over-time', from, to] as const,
  /** GET /agent/insights/analytics/listings */
  listings: (query: ListingTableQuery) => [...analyticsKeys.all, 'listings', query] as const,
};
