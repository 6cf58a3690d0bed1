import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { subscriptionKeys } from './keys';

/**
 * GET /subscription/current: the plan, or null when the agent never subscribed. The key and the answer's shape are
 * the plan cards' own (mfe-public), so both read one cache entry and a plan change refreshes the dashboard too.
 */
export async function getCurrentSubscription(signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/subscription/current', { signal }))).data;
}

export const currentSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.current(), queryFn: ({ signal }) => getCurrentSubscription(signal) });
