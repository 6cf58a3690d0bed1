import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { propertyStatsKeys } from './keys';

/** GET /property/stats, for My Properties' freshness counts (awaiting confirmation, expired, let or sold). */
export const freshnessCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...propertyStatsKeys.all, 'freshness'] as const,
    queryFn: async ({ signal }) => {
      const { awaitingConfirmation, expired, letOrSold } = (await ok(api.GET('/api/v1/property/stats', { signal })))
        .data;
      return { awaitingConfirmation, expired, letOrSold };
    },
  });
