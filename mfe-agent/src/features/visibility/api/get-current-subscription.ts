import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { subscriptionKeys } from './keys';

/**
 * GET /subscription/current: the plan, or null. The key and the answer's shape are the plan cards' own
 * (mfe-public), so both read one cache entry and a change made on either side shows on the other.
 */
export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.current(),
    queryFn: async ({ signal }) => (await ok(api.GET('/api/v1/subscription/current', { signal }))).data,
  });
