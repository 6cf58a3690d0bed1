import { api, ok } from '@naija-homes/client/api-client';
import { ANALYTICS_PAGE_SIZE } from '@naija-homes/contracts/agent-insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { visibilityKeys } from './keys';

/** GET /agent/insights/visibility: my live plan's tier and a page of my listings with theirs. */
export const visibilityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: visibilityKeys.page(page),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/v1/agent/insights/visibility', {
            params: { query: { page, limit: ANALYTICS_PAGE_SIZE } },
            signal,
          }),
        )
      ).data,
    placeholderData: keepPreviousData,
  });
